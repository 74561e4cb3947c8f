import type BetterSqlite3 from 'better-sqlite3';
import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { BaseCtx } from '../shared/context.ts';

/** A row as createMany takes it: column name to value; every row of one call has the same columns. */
export type BulkRow = Readonly<Record<string, unknown>>;

type BulkCtx = Pick<BaseCtx, 'db' | 'root' | 'engine' | 'inTransaction'>;

/**
 * Prisma's createMany costs about a third of a millisecond per row on SQLite (measured: 30,000
 * option rows in 10 s), and an update several milliseconds, which imports of tens of thousands
 * of rows cannot afford. These writes store the same rows with plain SQL: on SQLite as prepared
 * statements on the client's own better-sqlite3 connection, inside the transaction the client
 * has open on it; on PostgreSQL as parameterised raw SQL in the transaction. Values are stored
 * as Prisma stores them.
 */
const sqliteConnections = new WeakMap<object, () => BetterSqlite3.Database | null>();

/** Called by openDatabase: how to reach the SQLite connection behind a client. */
export function registerSqliteConnection(client: object, connection: () => BetterSqlite3.Database | null): void {
  sqliteConnections.set(client, connection);
}

/** SQLite allows 32,766 bound values per statement; smaller statements prepare faster. */
const SQLITE_VALUES_PER_STATEMENT = 2_000;
/** PostgreSQL takes a column's values as one array, so a statement is bounded by rows only. */
const POSTGRES_ROWS_PER_STATEMENT = 10_000;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function columnsOf(rows: readonly BulkRow[]): string[] {
  const columns = Object.keys(rows[0]!);
  for (const row of rows) {
    if (Object.keys(row).length !== columns.length) throw new Error('insertMany: every row must have the same columns');
  }
  return columns;
}

/** As Prisma's SQLite adapter stores a date: ISO 8601 text with +00:00. */
const sqliteDate = (date: Date): string => date.toISOString().replace('Z', '+00:00');

/**
 * A date's text, the last one remembered: the rows of one call mostly share their timestamps
 * (one joinedAt and updatedAt for a whole import batch), which are then converted once, not
 * once a row (two strings a row: measured as two thirds of the JavaScript time of binding an
 * import's values).
 */
function dateTexts(format: (date: Date) => string): (date: Date) => string {
  let time = Number.NaN;
  let text = '';
  return (date) => {
    if (date.getTime() !== time) {
      time = date.getTime();
      text = format(date);
    }
    return text;
  };
}

/** The value as Prisma's SQLite adapter binds it: booleans as 1/0, dates as ISO 8601 text with +00:00. */
function sqliteValue(value: unknown, dateText: (date: Date) => string): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return dateText(value);
  return value;
}

const statements = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

function sqliteStatement(connection: BetterSqlite3.Database, table: string, columns: string[], rowCount: number): BetterSqlite3.Statement {
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new Map()));
  const key = `${table}(${columns.join(',')})x${rowCount}`;
  let statement = cache.get(key);
  if (!statement) {
    const tuple = `(${columns.map(() => '?').join(',')})`;
    statement = connection.prepare(`INSERT INTO ${quoted(table)} (${columns.map(quoted).join(',')}) VALUES ${Array(rowCount).fill(tuple).join(',')}`);
    cache.set(key, statement);
  }
  return statement;
}

/**
 * A full statement's rows, else the largest power of two that is left: a table is only ever
 * written with a handful of statement sizes, so each is prepared once and the cache stays small.
 */
const batchSize = (left: number, most: number) => (left >= most ? most : 2 ** Math.floor(Math.log2(left)));

function insertSqlite(connection: BetterSqlite3.Database, table: string, rows: readonly BulkRow[]): void {
  const columns = columnsOf(rows);
  const perStatement = Math.max(1, Math.floor(SQLITE_VALUES_PER_STATEMENT / columns.length));
  const dateText = dateTexts(sqliteDate);
  for (let start = 0; start < rows.length; ) {
    const batch = rows.slice(start, start + batchSize(rows.length - start, perStatement));
    start += batch.length;
    const values: unknown[] = [];
    for (const row of batch) for (const column of columns) values.push(sqliteValue(row[column], dateText));
    sqliteStatement(connection, table, columns, batch.length).run(values);
  }
}

/** The PostgreSQL type of each column of a table, read once per client. */
const postgresTypes = new WeakMap<object, Map<string, Map<string, string>>>();

async function columnTypes(ctx: BulkCtx, table: string): Promise<Map<string, string>> {
  let tables = postgresTypes.get(ctx.root);
  if (!tables) postgresTypes.set(ctx.root, (tables = new Map()));
  let types = tables.get(table);
  if (!types) {
    const rows = await ctx.db.$queryRaw<{ name: string; type: string }[]>`
      SELECT column_name AS "name", udt_name AS "type" FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`;
    types = new Map(rows.map((r) => [r.name, r.type]));
    tables.set(table, types);
  }
  return types;
}

/** The value as an element of a PostgreSQL array parameter: dates as ISO 8601 in UTC, which timestamp columns keep as Prisma does. */
const postgresValue = (value: unknown, dateText: (date: Date) => string): unknown => (value === undefined ? null : value instanceof Date ? dateText(value) : value);

/**
 * One array parameter per column, unnested into rows: a few parameters whatever the row count,
 * where a parameter per value costs the driver and the server more than the insert itself.
 */
async function insertPostgres(ctx: BulkCtx, table: string, rows: readonly BulkRow[]): Promise<void> {
  const columns = columnsOf(rows);
  const types = await columnTypes(ctx, table);
  const arrays = columns.map((column, i) => {
    const type = types.get(column);
    if (!type) throw new Error(`insertMany: ${table} has no column ${column}`);
    return `$${i + 1}::${quoted(type)}[]`;
  });
  const sql = `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(',')}) SELECT * FROM UNNEST(${arrays.join(',')})`;
  const dateText = dateTexts((date) => date.toISOString());
  for (let start = 0; start < rows.length; start += POSTGRES_ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + POSTGRES_ROWS_PER_STATEMENT);
    await ctx.db.$executeRawUnsafe(sql, ...columns.map((column) => batch.map((row) => postgresValue(row[column], dateText))));
  }
}

/** The SQLite connection of ctx's open transaction. */
function transactionConnection(ctx: BulkCtx, caller: string): BetterSqlite3.Database {
  const connection = sqliteConnections.get(ctx.root)?.();
  if (!connection) throw new Error(`${caller}: no SQLite connection is registered for this client`);
  // Without the client's open transaction these statements would bypass its lock and commit alone.
  if (!connection.inTransaction) throw new Error(`${caller} runs only inside a transaction`);
  return connection;
}

/**
 * Inserts rows into a table in ctx's open transaction, as few statements as the engine allows.
 * Rows carry every value Prisma would fill in itself (ids, updatedAt).
 */
export async function insertMany(ctx: BulkCtx, table: Prisma.ModelName, rows: readonly BulkRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (!ctx.inTransaction) throw new Error('insertMany runs only inside a transaction');
  if (ctx.engine === 'postgres') return insertPostgres(ctx, table, rows);
  insertSqlite(transactionConnection(ctx, 'insertMany'), table, rows);
}

/**
 * Updates rows of a table by their key columns in ctx's open transaction: each row sets its
 * other columns. One prepared statement on SQLite; one statement per row on PostgreSQL.
 */
export async function updateEach(ctx: BulkCtx, table: Prisma.ModelName, key: readonly string[], rows: readonly BulkRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (!ctx.inTransaction) throw new Error('updateEach runs only inside a transaction');
  const columns = columnsOf(rows).filter((c) => !key.includes(c));
  const order = [...columns, ...key];
  if (ctx.engine === 'postgres') {
    const sql = `UPDATE ${quoted(table)} SET ${columns.map((c, i) => `${quoted(c)} = $${i + 1}`).join(', ')} WHERE ${key.map((c, i) => `${quoted(c)} = $${columns.length + i + 1}`).join(' AND ')}`;
    for (const row of rows) await ctx.db.$executeRawUnsafe(sql, ...order.map((c) => row[c] ?? null));
    return;
  }
  const connection = transactionConnection(ctx, 'updateEach');
  const statement = connection.prepare(`UPDATE ${quoted(table)} SET ${columns.map((c) => `${quoted(c)} = ?`).join(', ')} WHERE ${key.map((c) => `${quoted(c)} = ?`).join(' AND ')}`);
  const dateText = dateTexts(sqliteDate);
  for (const row of rows) statement.run(order.map((c) => sqliteValue(row[c], dateText)));
}

/**
 * Reads rows with plain SQL on SQLite's own connection in ctx's open transaction, as the writes
 * above do: for the look-ups an import makes a batch at a time while it writes. Prisma's raw
 * queries pass their parameters through JSON twice, and at a million rows that garbage kept
 * the heap hundreds of megabytes larger. SQLite only; the caller has the query for PostgreSQL.
 */
export function selectInTransaction<T>(ctx: BulkCtx, sql: string, params: readonly unknown[]): T[] {
  const connection = transactionConnection(ctx, 'selectInTransaction');
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = connection.prepare(sql)));
  return statement.all(...params) as T[];
}
