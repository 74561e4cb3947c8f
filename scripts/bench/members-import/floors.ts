// The floors: the same member rows the import writes, made ready before the clock starts and
// written by the engine's fastest plain way, in one transaction.
import { once } from 'node:events';
import Database from 'better-sqlite3';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pgConfig, sqliteFilePath } from '../../../core/db/database.ts';
import { newId } from '../../../core/db/ids.ts';
import { MEMBER_COLUMNS, memberValues } from './rows.ts';

const columnList = MEMBER_COLUMNS.map((c) => `"${c}"`).join(',');

function rowsOf(merchantId: string, rows: number, now: string): (string | number | null)[][] {
  return Array.from({ length: rows }, (_, i) => memberValues(merchantId, i, newId(), now));
}

/** SQLite: one prepared single-row INSERT per row on a raw better-sqlite3 connection (WAL, synchronous NORMAL as the app runs). */
export function sqliteFloor(url: string, merchantId: string, rows: number): { method: string; wallMs: number } {
  // As Prisma's SQLite adapter stores a DateTime.
  const data = rowsOf(merchantId, rows, new Date().toISOString().replace('Z', '+00:00'));
  const db = new Database(sqliteFilePath(url));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    const insert = db.prepare(`INSERT INTO "Member" (${columnList}) VALUES (${MEMBER_COLUMNS.map(() => '?').join(',')})`);
    const started = performance.now();
    db.transaction(() => {
      for (const r of data) insert.run(r);
    })();
    return { method: 'better-sqlite3 prepared INSERT per row, one transaction', wallMs: Math.round(performance.now() - started) };
  } finally {
    db.close();
  }
}

/** COPY's text format: tab-separated, \N for null, backslash escapes. */
const copyText = (value: string | number | null): string => (value === null ? '\\N' : String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!));

/** PostgreSQL: COPY ... FROM STDIN (pg-copy-streams on a pg client), in 1 MB writes. */
export async function postgresFloor(url: string, merchantId: string, rows: number): Promise<{ method: string; wallMs: number }> {
  const chunks: string[] = [];
  let chunk = '';
  for (const r of rowsOf(merchantId, rows, new Date().toISOString())) {
    chunk += `${r.map(copyText).join('\t')}\n`;
    if (chunk.length > 1 << 20) {
      chunks.push(chunk);
      chunk = '';
    }
  }
  chunks.push(chunk);
  const client = new pg.Client(pgConfig(url));
  await client.connect();
  try {
    const started = performance.now();
    await client.query('BEGIN');
    const copy = client.query(copyFrom(`COPY "Member" (${columnList}) FROM STDIN`));
    for (const text of chunks) if (!copy.write(text)) await once(copy, 'drain');
    copy.end();
    await once(copy, 'finish');
    await client.query('COMMIT');
    return { method: 'pg COPY FROM STDIN (pg-copy-streams), one transaction', wallMs: Math.round(performance.now() - started) };
  } finally {
    await client.end();
  }
}
