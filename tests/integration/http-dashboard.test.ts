import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileRuntime, fileServer } from '../helpers/world.ts';

const INDEX = '<!doctype html><html><head><title>Merchant System</title></head><body><div id="root"></div></body></html>';

const dir = mkdtempSync(path.join(os.tmpdir(), 'merchant-dashboard-'));
writeFileSync(path.join(dir, 'index.html'), INDEX);
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log("app");');
const rt = await fileRuntime();
const app = await fileServer(rt, dir);

const get = (url: string) => app.inject({ method: 'GET', url });

describe('serving the dashboard', () => {
  it('answers any page path with index.html (history-mode routes)', async () => {
    for (const url of ['/', '/user-roles', '/user/abc/user-log/actions', '/mysales/order/42', '/reset/a.b.c/merchant-reset-password', '/rednote-expert/cmx1.cmx2.UuJwEHVMFHBR1Jcq', '/no-such-page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves built assets with a long cache', async () => {
    const res = await get('/assets/app-1234.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps API paths as JSON 404s, never the page', async () => {
    const trpc = await get('/trpc/nope');
    expect(trpc.statusCode).toBe(404);
    expect(trpc.headers['content-type']).toMatch(/^application\/json/);
    expect(trpc.body).not.toContain('<html');

    for (const url of ['/api/nope', '/api/uploads/x/y']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({ error: 'Not Found' });
    }
    // A missing script, style or icon stays a 404 rather than the page.
    for (const url of ['/assets/gone-1234.js', '/favicon.ico', '/robots.txt', '/logo.png']) expect((await get(url)).statusCode, url).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/user-roles' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'Not Found' });
  });

  it('still answers /healthz', async () => {
    expect((await get('/healthz')).json()).toMatchObject({ status: 'ok' });
  });
});
