import { describe, expect, it, vi } from 'vitest';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { createRecord } from '../content/content-operations';
import { typeOf } from '../../test/helpers/content-factories';
import { FairShare } from '../lib/fair-share';
import { tooManySearchesMessage } from './search-routes';

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

for (const dialect of dialects) {
  describe(`each address's fair share of searches on ${dialect.name}`, () => {
    describe('in flight at once', () => {
      // Only the in-flight bound can refuse here.
      const app = useSignedInApp(dialect, { SEARCH_IN_FLIGHT: '4', SEARCH_PER_SECOND: '10000', SEARCH_MS_PER_SECOND: '0', TRUST_PROXY: 'true' });

      it('refuses one address its searches beyond 4 at once with 429, while another address is answered', async () => {
        const faqs = typeOf('faqs');
        for (let i = 0; i < 30; i += 1) await createRecord(app.db, faqs, { title: `Heart care question ${i}`, description: `<p>Cardiology answer ${i}</p>` });
        const search = (client: string) =>
          app.app.inject({ url: '/api/admin/search?q=heart%20cardiology&limit=50', headers: { 'x-forwarded-for': client } });
        // A burst of 60 from one address, and a visitor's search in the middle of it.
        const burst = Array.from({ length: 60 }, () => search('203.0.113.7'));
        const visitor = search('198.51.100.9');
        const [answers, other] = await Promise.all([Promise.all(burst), visitor]);
        expect(other.statusCode, other.body).toBe(200);
        expect(other.json<{ data: { total: number } }>().data.total).toBeGreaterThan(0);
        const codes = statuses(answers);
        expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(4);
        expect(codes.filter((code) => code === 429).length).toBeGreaterThan(0);
        expect(codes.every((code) => code === 200 || code === 429)).toBe(true);
        const refused = answers.find((answer) => answer.statusCode === 429);
        expect(refused?.json()).toEqual({ message: tooManySearchesMessage, code: 'TOO_MANY_REQUESTS' });
        expect(refused?.headers['retry-after']).toBe('1');
        // Once its searches are answered, the address is served again.
        expect((await search('203.0.113.7')).statusCode).toBe(200);
      });
    });

    describe('work per second', () => {
      // Only the work bound can refuse here: 100 ms of search work a second per address.
      const app = useSignedInApp(dialect, { SEARCH_IN_FLIGHT: '1000', SEARCH_PER_SECOND: '10000', SEARCH_MS_PER_SECOND: '100', TRUST_PROXY: 'true' });

      it("answers another visitor's three searches while one address keeps 200 heavy searches in flight: the work is charged, not the wait", async () => {
        const faqs = typeOf('faqs');
        for (let i = 0; i < 60; i += 1) await createRecord(app.db, faqs, { title: `Heart care question ${i}`, description: `<p>Cardiology answer ${i} about the heart, chest pain and blood pressure</p>` });
        const search = (client: string, q = 'heart cardiology chest pain blood pressure') =>
          app.app.inject({ url: `/api/admin/search?q=${encodeURIComponent(q)}&limit=50`, headers: { 'x-forwarded-for': client } });
        let flooding = true;
        const flood = Promise.all(Array.from({ length: 200 }, () => search('203.0.113.66'))).finally(() => {
          flooding = false;
        });
        const visitor: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          expect(flooding).toBe(true);
          visitor.push((await search('198.51.100.23', 'heart')).statusCode);
        }
        const flooded = statuses(await flood);
        expect(visitor).toEqual([200, 200, 200]);
        expect(flooded.every((code) => code === 200)).toBe(true);
        // The flood's own work is still charged: its address is refused once it has used a second's worth.
        const after: number[] = [];
        for (let i = 0; i < 40 && !after.includes(429); i += 1) after.push((await search('203.0.113.66')).statusCode);
        expect(after).toContain(429);
      });
    });

    describe('per second', () => {
      const app = useSignedInApp(dialect, { SEARCH_IN_FLIGHT: '1000', SEARCH_PER_SECOND: '10', SEARCH_MS_PER_SECOND: '0' });

      it('answers one address 10 searches a second and refuses the 11th; the address comes from the socket without TRUST_PROXY', async () => {
        const codes: number[] = [];
        // X-Forwarded-For is not believed without TRUST_PROXY: these are all one address.
        for (let i = 0; i < 11; i += 1) codes.push((await app.app.inject({ url: '/api/admin/search?q=heart', headers: { 'x-forwarded-for': `192.0.2.${i}` }, remoteAddress: '10.0.0.5' })).statusCode);
        expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
        expect(codes[10]).toBe(429);
        expect((await app.app.inject({ url: '/api/admin/search?q=heart', remoteAddress: '10.0.0.6' })).statusCode).toBe(200);
        // A bad query is still a 400, never a 500 (and is no search begun).
        expect((await app.app.inject({ url: '/api/admin/search?q=heart&limit=0', remoteAddress: '10.0.0.7' })).statusCode).toBe(400);
      });
    });
  });
}

describe('FairShare', () => {
  it('counts in flight per client, frees a slot when done (once), and opens a new window each second', () => {
    let now = 1_000_000;
    const share = new FairShare({ inFlight: 2, perSecond: 3 }, () => now);
    const a = share.enter('a');
    const b = share.enter('a');
    expect(a.admitted && b.admitted).toBe(true);
    expect(share.enter('a')).toEqual({ admitted: false, reason: 'in-flight', retryAfterSeconds: 1 });
    expect(share.enter('b').admitted).toBe(true);
    if (a.admitted) {
      a.done();
      a.done();
    }
    expect(share.inFlightOf('a')).toBe(1);
    expect(share.enter('a').admitted).toBe(true);
    now += 200;
    expect(share.enter('a')).toMatchObject({ admitted: false, reason: 'in-flight' });
    if (b.admitted) b.done();
    expect(share.enter('a')).toMatchObject({ admitted: false, reason: 'per-second', retryAfterSeconds: 1 });
    now += 800;
    expect(share.enter('a')).toMatchObject({ admitted: true });
  });
});

describe('FairShare refusals', () => {
  it('says whether a client would be refused without counting it, as enter would', () => {
    let now = 5_000_000;
    const share = new FairShare({ inFlight: 1, perSecond: 2 }, () => now);
    expect(share.refusal('a')).toBeUndefined();
    expect(share.refusal('a')).toBeUndefined();
    const first = share.enter('a');
    expect(share.refusal('a')).toEqual({ admitted: false, reason: 'in-flight', retryAfterSeconds: 1 });
    if (first.admitted) first.done();
    expect(share.refusal('a')).toBeUndefined();
    const second = share.enter('a');
    if (second.admitted) second.done();
    now += 400;
    expect(share.refusal('a')).toEqual({ admitted: false, reason: 'per-second', retryAfterSeconds: 1 });
    expect(share.refusal('b')).toBeUndefined();
    now += 600;
    expect(share.refusal('a')).toBeUndefined();
  });

  it("counts the time each address's work takes: past a second's worth it is refused until paid back, at most a second's worth a request", () => {
    let now = 9_000_000;
    const share = new FairShare({ inFlight: 10, perSecond: 100, busyMsPerSecond: 250 }, () => now);
    const heavy = () => {
      const ticket = share.enter('flood');
      if (!ticket.admitted) return ticket;
      now += 120;
      ticket.done();
      return ticket;
    };
    // 120 ms each, a quarter of the time between paid back: 120, 210, then 300 ms owed.
    expect(heavy().admitted).toBe(true);
    expect(heavy().admitted).toBe(true);
    expect(heavy().admitted).toBe(true);
    // Over a second's worth (250 ms): refused, while another address is not.
    expect(share.enter('flood')).toEqual({ admitted: false, reason: 'busy', retryAfterSeconds: 1 });
    expect(share.refusal('flood')).toMatchObject({ reason: 'busy' });
    expect(share.enter('patient').admitted).toBe(true);
    now += 200;
    expect(share.refusal('flood')).toMatchObject({ reason: 'busy' });
    now += 50;
    expect(share.enter('flood').admitted).toBe(true);
    // A search that took 5 s costs a second's worth, no more.
    const slow = share.enter('slow');
    now += 5000;
    if (slow.admitted) slow.done();
    expect(share.refusal('slow')).toMatchObject({ reason: 'busy', retryAfterSeconds: 1 });
    now += 10;
    expect(share.refusal('slow')).toBeUndefined();
  });

  it('holds a refusal back for its Retry-After, so a client that asks again at once asks once a second', async () => {
    vi.useFakeTimers();
    try {
      const share = new FairShare({ inFlight: 1, perSecond: 1 });
      let sent = false;
      const held = share.holdRefusal(1).then(() => {
        sent = true;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(sent).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await held;
      expect(sent).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
