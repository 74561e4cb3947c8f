import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PASSWORD, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { TEST_ENGINE } from '../helpers/runtime.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const app = await fileServer(rt);

/** A request from its own address, so sign-in rate limits of other tests never apply. */
const inject = (options: InjectOptions) => app.inject({ remoteAddress: testRequest().ip, ...options });

interface ErrorEnvelope {
  error: { json: { message: string; data: { code: string; httpStatus: number; appCode: string | null; kind: string | null; fieldErrors: Record<string, string> | null; stack?: string } } };
}

describe('GET /healthz', () => {
  it('answers ok with the database engine', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: TEST_ENGINE });
  });
});

describe('/trpc over HTTP', () => {
  it('gives a zod error the first field message and every field in data.fieldErrors', async () => {
    const res = await inject({ method: 'POST', url: '/trpc/auth.signIn', payload: { json: { username: ' ', password: '' } } });
    expect(res.statusCode).toBe(400);
    const { message, data } = res.json<ErrorEnvelope>().error.json;
    expect(message).toBe('Username is required.');
    expect(data).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'INPUT.INVALID',
      kind: 'invalid',
      // Each as a key of the locale files, for the dashboard to word in its language.
      fieldErrors: { username: { key: 'messages.auth.usernameRequired' }, password: { key: 'messages.password.required' } },
      i18n: { key: 'messages.auth.usernameRequired' },
    });
    expect(data.stack).toBeUndefined();
  });

  it("gives a domain error its message and data.appCode", async () => {
    const res = await inject({ method: 'POST', url: '/trpc/auth.signIn', payload: { json: { username: shop.admin.username, password: 'Wrong#123' } } });
    expect(res.statusCode).toBe(401);
    const { message, data } = res.json<ErrorEnvelope>().error.json;
    expect(message).toBe('Invalid username or password.');
    expect(data).toMatchObject({ code: 'UNAUTHORIZED', appCode: 'AUTH.INVALID_CREDENTIALS', kind: 'unauthenticated', fieldErrors: null });

    const link = await inject({ method: 'GET', url: `/trpc/auth.checkResetToken?input=${encodeURIComponent(JSON.stringify({ json: { token: 'a.b.c' } }))}` });
    expect(link.statusCode).toBe(404);
    expect(link.json<ErrorEnvelope>().error.json).toMatchObject({
      message: 'This password reset link is invalid or has expired.',
      data: { appCode: 'AUTH.RESET_LINK_INVALID', fieldErrors: null },
    });
  });

  it('refuses a call without a valid token with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope.nope.nope' }, { authorization: shop.admin.token }]) {
      const res = await inject({ method: 'GET', url: '/trpc/auth.me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorEnvelope>().error.json.message).toBe('Your session has ended. Please sign in again.');
    }
  });

  it('signs in and answers with superjson, recording the caller in the session', async () => {
    const remoteAddress = testRequest().ip;
    const signIn = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      remoteAddress,
      headers: { 'user-agent': 'merchant-cli/1.13.13', 'current-url': 'http://dashboard.test/login' },
      payload: { json: { username: shop.admin.username, password: PASSWORD, timeZone: 'Asia/Kuala_Lumpur' } },
    });
    expect(signIn.statusCode).toBe(200);
    const { token } = signIn.json<{ result: { data: { json: { kind: string; token: string } } } }>().result.data.json;
    const me = await app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.data.json).toMatchObject({ id: shop.admin.id, isMasterAdmin: true });

    const sessions = await app.inject({ method: 'GET', url: '/trpc/sessions.list', headers: { authorization: `Bearer ${token}` } });
    const body = sessions.json<{ result: { data: { json: { ip: string; deviceName: string; region: string; current: boolean; lastLoginAt: string }[]; meta: unknown } } }>();
    const mine = body.result.data.json.find((s) => s.current)!;
    expect(mine).toMatchObject({ ip: remoteAddress, deviceName: 'Merchant CLI 1.13.13', region: 'Asia / Kuala Lumpur' });
    // Dates travel as superjson dates.
    expect(JSON.stringify(body.result.data.meta)).toContain('Date');
  });

  it('answers a batch of calls in one request', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: null }, 1: { json: null } }));
    const res = await inject({ method: 'GET', url: `/trpc/auth.me,versions.list?batch=1&input=${input}`, headers: { authorization: `Bearer ${shop.admin.token}` } });
    expect(res.statusCode).toBe(200);
    const [me, versions] = res.json<[{ result: { data: { json: { id: string } } } }, { result: { data: { json: { name: string; current: boolean }[] } } }]>();
    expect(me.result.data.json.id).toBe(shop.admin.id);
    expect(versions.result.data.json.filter((v) => v.current).map((v) => v.name)).toEqual(['1.13.13']);
  });

  it('gives 403 to a signed-in user without the right, and 404 JSON to an unknown procedure', async () => {
    const sub = await seedSubUser(rt, shop, null);
    const input = encodeURIComponent(JSON.stringify({ json: {} }));
    const forbidden = await inject({ method: 'GET', url: `/trpc/users.list?input=${input}`, headers: { authorization: `Bearer ${sub.token}` } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<ErrorEnvelope>().error.json.message).toBe('You do not have permission for this action.');

    const unknown = await inject({ method: 'GET', url: '/trpc/nope', headers: { authorization: `Bearer ${shop.admin.token}` } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect(unknown.json<ErrorEnvelope>().error.json.data.code).toBe('NOT_FOUND');
  });
});
