import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { BATCHES_AHEAD, ROWS_PER_BATCH, racedRows } from './sheet-reader-thread.ts';
import { readSheetRows, type SheetRow, type TemplateStamp } from './sheet-reader.ts';
import { openSheetWriter } from './sheet-writer.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sheet-thread-'));
const file = path.join(dir, 'rows.xlsx');
/** More rows than the thread may read ahead, so the reader waits for the import and goes on. */
const ROWS = ROWS_PER_BATCH * (BATCHES_AHEAD + 2) + 7;

beforeAll(async () => {
  const output = createWriteStream(file);
  const sheet = await openSheetWriter('xlsx', output, { header: ['SKU', 'Name', 'Price'], sheetName: 'Products', stamp: { kind: 'import', version: 3 } });
  for (let i = 0; i < ROWS; i++) await sheet.write([`SKU-${i}`, i % 3 === 0 ? `=Baju ${i}\n测试 \u0007` : `Kain ${i}`, { sen: 1990 + i }]);
  await sheet.end();
  await once(output, 'close');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every row, taking a while over each of the first ones as an import does: long enough for the reader thread to start and get ahead. */
async function collect(rows: AsyncIterable<SheetRow>, slowRows = 0): Promise<SheetRow[]> {
  const all: SheetRow[] = [];
  for await (const row of rows) if (all.push(row) <= slowRows) await sleep(2);
  return all;
}

describe('reading a large workbook here and on a reader thread at once', () => {
  it('gives the same rows and stamp as reading it here alone, whichever reader gets ahead', async () => {
    const stamps: TemplateStamp[] = [];
    const here = await collect(readSheetRows('xlsx', createReadStream(file), (stamp) => stamps.push(stamp)));
    expect(here).toHaveLength(ROWS + 1);
    expect(here[1]).toEqual({ number: 2, cells: ['SKU-0', '=Baju 0\n测试 \u0007', '19.9'] });
    for (const slowRows of [0, ROWS_PER_BATCH * 3]) {
      const raced: TemplateStamp[] = [];
      expect(await collect(racedRows('xlsx', file, (stamp) => raced.push(stamp)), slowRows)).toEqual(here);
      expect(raced).toEqual(stamps);
    }
    expect(stamps).toEqual([{ kind: 'import', version: 3 }]);
  });

  it('stops the thread when the import stops reading early', async () => {
    const rows = racedRows('xlsx', file, () => {});
    const first: SheetRow[] = [];
    for await (const row of rows) if (first.push(row) === 3) break;
    expect(first.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(await rows.next()).toEqual({ done: true, value: undefined });
  });
});
