import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const dir = mkdtempSync(path.join(os.tmpdir(), 'merchant-dashboard-'));

// A built dashboard as the build leaves it: files that compression makes smaller have `.br` and `.gz` beside them.
const INDEX = `<!doctype html><html><head><title>Merchant System</title><!-- ${'x'.repeat(1200)} --></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};`;
const TINY = 'console.log("tiny");';
function built(file: string, body: string, precompressed: boolean) {
  writeFileSync(path.join(dir, file), body);
  if (!precompressed) return;
  writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(body));
  writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(body));
}
mkdirSync(path.join(dir, 'assets'));
built('index.html', INDEX, true);
built('assets/app-1234.js', SCRIPT, true);
built('assets/tiny-5678.js', TINY, false);
const app = await fileServer(rt, dir);

const request = (method: 'GET' | 'HEAD', url: string, encoding?: string, token?: string) =>
  app.inject({ method, url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/** The body as the client reads it, decoded by its Content-Encoding. */
function decoded(res: Awaited<ReturnType<typeof request>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

// Ten procedures in one batch: an answer well over 1 KB (one is about 1 KB).
const BATCH = `/trpc/${Array(10).fill('auth.me').join(',')}?batch=1&input=${encodeURIComponent('{}')}`;

describe('compressing API answers', () => {
  it('compresses an answer of 1 KB and more with brotli or gzip, as the client accepts, and not at all when it accepts neither', async () => {
    const plain = await request('GET', BATCH, undefined, shop.admin.token);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (const [accepted, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const res = await request('GET', BATCH, accepted, shop.admin.token);
      expect(res.statusCode, accepted).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(res.headers['content-type'], accepted).toMatch(/^application\/json/);
      expect(JSON.parse(decoded(res)), accepted).toEqual(plain.json());
      if (encoding) {
        expect(res.rawPayload.length, accepted).toBeLessThan(plain.rawPayload.length / 2);
        expect(res.headers.vary, accepted).toMatch(/accept-encoding/i);
      }
    }
  });

  it('sends answers under 1 KB as they are', async () => {
    const health = await request('GET', '/healthz', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
    const versions = await request('GET', '/trpc/versions.list', 'br, gzip', shop.admin.token);
    expect(versions.statusCode).toBe(200);
    expect(versions.headers['content-encoding']).toBeUndefined();
    expect(versions.rawPayload.length).toBeLessThan(1024);
    expect(versions.headers['content-length']).toBe(String(versions.rawPayload.length));
    expect(versions.json()).toMatchObject({ result: { data: { json: expect.arrayContaining([expect.objectContaining({ current: true })]) } } });
  });

  it('sends an XLSX download as it is, with its name and the security headers', async () => {
    const res = await request('GET', '/api/catalogue/template?kind=mass-update&format=xlsx', 'br, gzip', shop.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toContain('filename="mass-update-template.xlsx"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('serving the dashboard compressed and cached', () => {
  it('sends a built asset as the build compressed it, cached for good', async () => {
    for (const [accepted, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], [undefined, undefined]] as const) {
      const res = await request('GET', '/assets/app-1234.js', accepted);
      expect(res.statusCode, accepted).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(res.headers['content-type'], accepted).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy'], accepted).toContain("script-src 'self'");
      expect(decoded(res), accepted).toBe(SCRIPT);
    }
  });

  it('sends an asset under 1 KB as it is', async () => {
    const res = await request('GET', '/assets/tiny-5678.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(TINY);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html, at / and for client routes, compressed and revalidated on every load', async () => {
    for (const url of ['/', '/login', '/mysales/order/42']) {
      const res = await request('GET', url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(decoded(res), url).toBe(INDEX);
    }
  });

  it('answers HEAD wherever GET answers, with the same headers and no body', async () => {
    for (const url of ['/login', '/mysales/order/42', '/assets/app-1234.js', '/']) {
      const [get, head] = [await request('GET', url, 'br'), await request('HEAD', url, 'br')];
      expect(head.statusCode, url).toBe(200);
      expect(head.rawPayload.length, url).toBe(0);
      for (const name of ['content-type', 'content-encoding', 'cache-control', 'content-length']) expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
    }
    expect((await request('HEAD', '/assets/missing-1.js')).statusCode).toBe(404);
  });
});
