import http from 'node:http';
import type net from 'node:net';
import { describe, expect, it } from 'vitest';
import { publicOnlyLookup } from '../src/wordpress/media-source';

/**
 * Issue 45: `--media-from-site` never fetches from this server's own network for a host other
 * than the export's site. The name is checked before asking, and the connection itself looks the
 * name up again with `publicOnlyLookup`: a name whose answer changes to a private address between
 * the check and the connection (DNS rebinding) is refused there, before a byte is sent.
 */
describe("the media fetch's own name lookup", () => {
  const lookupOf = (hostname: string, all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => publicOnlyLookup(hostname, { all }, (error, address) => resolve({ error, address })));

  it('refuses a name that resolves to a loopback address, with the reason the report gives', async () => {
    for (const all of [true, false]) {
      const { error, address } = await lookupOf('localhost', all);
      expect(error?.code).toBe('EPRIVATEADDRESS');
      expect(error?.message).toBe("localhost is a private or loopback address, which is fetched only when it is the export's own site");
      expect(address).toBe('');
    }
  });

  it('refuses the connection, so a server on this machine never sees the request', async () => {
    const seen: string[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.url ?? '');
      response.end('private');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const failure = await new Promise<NodeJS.ErrnoException>((resolve, reject) => {
        const request = http.get({ host: 'localhost', port, path: '/wp-content/uploads/secret.png', lookup: publicOnlyLookup as unknown as net.LookupFunction }, () => reject(new Error('connected')));
        request.on('error', resolve);
      });
      expect(failure.code).toBe('EPRIVATEADDRESS');
      // The same request without the guard reaches it: the refusal is the lookup's.
      await new Promise<void>((resolve, reject) => http.get({ host: 'localhost', port, path: '/open' }, (response) => response.resume().on('end', resolve)).on('error', reject));
      expect(seen).toEqual(['/open']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
