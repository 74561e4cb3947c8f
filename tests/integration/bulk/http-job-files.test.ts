import { describe, expect, it } from 'vitest';
import { seedSubUser } from '../../helpers/fixtures.ts';
import { fileServer, shopWorld } from '../../helpers/world.ts';
import { bulkShop, importFile, productCsv } from './bulk-world.ts';

const { rt, shop } = await shopWorld(bulkShop);
const app = await fileServer(rt);

const get = (url: string, token: string | null = shop.admin.token) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A tRPC call over HTTP, as the dashboard makes it. */
async function trpc<T>(procedure: string, input: unknown, method: 'GET' | 'POST'): Promise<T> {
  const encoded = encodeURIComponent(JSON.stringify({ json: input }));
  const res = await app.inject({
    method,
    url: method === 'GET' ? `/trpc/${procedure}?input=${encoded}` : `/trpc/${procedure}`,
    headers: { authorization: `Bearer ${shop.admin.token}`, 'content-type': 'application/json' },
    ...(method === 'POST' && { payload: JSON.stringify({ json: input }) }),
  });
  return (res.json() as { result: { data: { json: T } } }).result.data.json;
}

describe('job files over HTTP', () => {
  it('runs a job started over HTTP in the server, then serves its result to the merchant only', async () => {
    await importFile(rt, shop, 'seed.csv', productCsv(['sku', 'nameEn', 'detailEn', 'categories', 'images', 'price', 'logistics'], [['H-1', 'Selendang', 'Selendang sutera yang lembut.', 'Pakaian', 'https://cdn.kedai.example.my/s.jpg', '25', 'delivery']]));
    const started = await trpc<{ id: string }>('jobs.start', { kind: 'product-export', format: 'csv' }, 'POST');
    let job = { status: 'queued', hasResult: false };
    for (let i = 0; i < 200 && (job.status === 'queued' || job.status === 'in_progress'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await trpc('jobs.get', { id: started.id }, 'GET');
    }
    expect(job).toMatchObject({ status: 'completed', hasResult: true });
    const res = await get(`/api/jobs/${started.id}/result`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="products.csv"; filename*=UTF-8''products.csv`);
    expect(res.body).toContain('H-1,Selendang,');
    const other = await bulkShop(rt);
    expect((await get(`/api/jobs/${started.id}/result`, other.admin.token)).statusCode).toBe(404);
    expect((await get(`/api/jobs/${started.id}/result`, null)).statusCode).toBe(401);
    const clerk = await seedSubUser(rt, shop, { order: 'edit' });
    expect((await get(`/api/jobs/${started.id}/result`, clerk.token)).statusCode).toBe(403);
    expect((await get(`/api/jobs/${started.id}/errors`)).json()).toMatchObject({ message: 'File not found.' });
  });

  it('serves the rejected rows of a job as CSV', async () => {
    const job = await importFile(rt, shop, 'bad.csv', 'Product SKU,Name (EN)\nB-1,=cmd\n');
    const res = await get(`/api/jobs/${job.id}/errors`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="bad-errors.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Row,Column,Reason,Product SKU,Name (EN)');
    // The original cell goes back with its formula guard.
    expect(lines[1]).toMatch(/^2,.*,B-1,'=cmd$/);
  });

  it('serves templates: the import header as CSV or XLSX, the mass update as XLSX only', async () => {
    const csv = await get('/api/catalogue/template?kind=import&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Product SKU,Name \(EN\),Name \(CN\),Name \(BM\),Description \(EN\),.*,Option SKU,Option price \(RM\),Option stock$/);
    const xlsx = await get('/api/catalogue/template?kind=mass-update&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toContain('filename="mass-update-template.xlsx"');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get('/api/catalogue/template?kind=mass-update&format=csv')).json()).toMatchObject({ message: 'The mass update template is an Excel (.xlsx) file.' });
    expect((await get('/api/catalogue/template?kind=other')).statusCode).toBe(400);
    expect((await get('/api/catalogue/template?kind=import', null)).statusCode).toBe(401);
  });
});
