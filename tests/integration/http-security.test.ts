import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/http/app.ts';
import { contentDisposition } from '../../server/http/content-disposition.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const dashboardDir = mkdtempSync(path.join(os.tmpdir(), 'merchant-dashboard-'));
writeFileSync(path.join(dashboardDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
const { rt, shop } = await shopWorld();
const app = await fileServer(rt, dashboardDir);

/** A multipart body with one file, as a browser sends it (a UTF-8 name, raw). */
async function multipart(data: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), fileName);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** The exact name a Content-Disposition header gives (RFC 8187 `filename*`), and its ASCII stand-in. */
function namesOf(header: string | undefined) {
  const exact = /filename\*=UTF-8''([^;\s]+)/.exec(header ?? '')?.[1];
  const ascii = /filename="([^"]*)"/.exec(header ?? '')?.[1];
  return { exact: exact && decodeURIComponent(exact), ascii };
}

describe('security headers', () => {
  const PAGES = ['/', '/mysales/order/42', '/healthz', '/trpc/versions.list', '/api/nope', '/assets/missing.js'];

  it('puts the browser defences on every response: pages, API answers and errors', async () => {
    for (const url of PAGES) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, url).toContain("img-src 'self' data: blob: https:");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('sends HSTS only over TLS: never on plain HTTP, nor on a forwarded header it does not trust', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    const forged = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind a trusted proxy that received HTTPS (TRUST_PROXY=1)', async () => {
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    const proxied = await buildServer(rt, { logger: false, dashboardDir });
    try {
      const https = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
      const http = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  });

  it("lets the merchant's website show storefront pictures (cross-origin resource policy)", async () => {
    const png = await QRCode.toBuffer('https://kedai.example.my', { type: 'png' });
    const { payload, contentType } = await multipart(png, 'shirt.png');
    const saved = await app.inject({ method: 'POST', url: '/api/uploads?purpose=product-image', headers: { 'content-type': contentType, authorization: `Bearer ${shop.admin.token}` }, payload });
    expect(saved.statusCode).toBe(201);
    const media = await app.inject({ method: 'GET', url: `/media/${shop.merchantId}/${saved.json<{ id: string }>().id}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('download names', () => {
  it('writes any name as an ASCII stand-in and the exact UTF-8 name, and nothing that breaks the header', () => {
    expect(contentDisposition('图片.png')).toBe(`attachment; filename="__.png"; filename*=UTF-8''%E5%9B%BE%E7%89%87.png`);
    expect(contentDisposition('report.pdf', 'inline')).toBe(`inline; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    const hostile = 'a "quoted"; name=x\r\nSet-Cookie: y\\z (1)*.csv';
    const header = contentDisposition(hostile);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="a _quoted_; name=x__Set-Cookie: y_z (1)*.csv"; filename*=UTF-8''a%20%22quoted%22%3B%20name%3Dx__Set-Cookie%3A%20y%5Cz%20%281%29%2A.csv`);
    expect(namesOf(header)).toEqual({ exact: 'a "quoted"; name=x__Set-Cookie: y\\z (1)*.csv', ascii: 'a _quoted_; name=x__Set-Cookie: y_z (1)*.csv' });
    expect(namesOf(contentDisposition('\ud800bad.txt')).exact).toBe('\ufffdbad.txt');
  });

  it('uploads 图片.png and downloads it under the same name', async () => {
    const png = await QRCode.toBuffer('图片', { type: 'png' });
    const { payload, contentType } = await multipart(png, '图片.png');
    const saved = await app.inject({ method: 'POST', url: '/api/uploads?purpose=image', headers: { 'content-type': contentType, authorization: `Bearer ${shop.admin.token}` }, payload });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ fileName: '图片.png' });
    const got = await app.inject({ method: 'GET', url: `/api/uploads/${saved.json<{ id: string }>().id}`, headers: { authorization: `Bearer ${shop.admin.token}` } });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(png)).toBe(true);
    expect(namesOf(got.headers['content-disposition'] as string)).toEqual({ exact: '图片.png', ascii: '__.png' });
  });

  it('takes a name with quotes and semicolons (sent as RFC 8187) and downloads it safely; one with CR/LF never arrives', async () => {
    const png = await QRCode.toBuffer('quotes', { type: 'png' });
    const boundary = '----merchant-test-boundary';
    const send = (name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/uploads?purpose=image',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${shop.admin.token}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(name)}\r\nContent-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    const saved = await send('报告 "Q1"; final=1.png');
    expect(saved.statusCode).toBe(201);
    // Stored names never hold a quote.
    const stored = saved.json<{ id: string; fileName: string }>();
    expect(stored.fileName).toBe('报告 _Q1_; final=1.png');
    const got = await app.inject({ method: 'GET', url: `/api/uploads/${stored.id}`, headers: { authorization: `Bearer ${shop.admin.token}` } });
    expect(got.statusCode).toBe(200);
    expect(namesOf(got.headers['content-disposition'] as string)).toEqual({ exact: stored.fileName, ascii: '__ _Q1_; final=1.png' });

    // The multipart reader drops a part whose name holds a line break.
    const broken = await send('a\r\nX-Evil: 1.png');
    expect(broken.json()).toMatchObject({ appCode: 'UPLOAD.MISSING' });
  });
});
