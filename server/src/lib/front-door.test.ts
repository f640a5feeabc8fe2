import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FrontDoor } from './front-door';

describe('front door', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  async function listen(door: FrontDoor) {
    const server = door.serverFactory(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('from fastify');
      },
      { keepAliveTimeout: 4321, requestTimeout: 9876, connectionTimeout: 0 },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  it('answers what its handler takes and hands everything else on', async () => {
    const door = new FrontDoor();
    door.use((request, response) => {
      if (request.url !== '/fast') return false;
      response.end('from the door');
      return true;
    });
    const { url } = await listen(door);
    expect(await (await fetch(`${url}/fast`)).text()).toBe('from the door');
    expect(await (await fetch(`${url}/other`)).text()).toBe('from fastify');
  });

  it('hands every request on before a handler is set, with the timeouts Fastify asked for', async () => {
    const { server, url } = await listen(new FrontDoor());
    expect(await (await fetch(`${url}/fast`)).text()).toBe('from fastify');
    expect(server.keepAliveTimeout).toBe(4321);
    expect(server.requestTimeout).toBe(9876);
  });
});
