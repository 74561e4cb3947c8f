/** Whether error is a unique-constraint violation (Prisma P2002), on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

/**
 * Whether error means the database was too busy to take the write in time: SQLite's lock held
 * past the busy timeout, a transaction that waited too long to start, PostgreSQL's lock timeout,
 * serialization failure or deadlock. Such a write may simply be tried again.
 */
export function isBusy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, originalCode, message, meta } = e as { code?: unknown; originalCode?: unknown; message?: unknown; meta?: { code?: unknown } };
    // Prisma's own codes, and the driver's (a driver adapter error carries it as originalCode).
    for (const value of [code, originalCode, meta?.code]) if (typeof value === 'string' && BUSY_CODES.has(value)) return true;
    if (typeof message === 'string' && /database is locked|Unable to start a transaction in the given time/i.test(message)) return true;
  }
  return false;
}

/**
 * SQLite's locked database; Prisma's transaction that could not start in time (P2028), its
 * timeout (P1008) and write conflict (P2034); PostgreSQL's lock timeout (55P03), serialization
 * failure (40001) and deadlock (40P01).
 */
const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', 'P2028', 'P1008', 'P2034', '55P03', '40001', '40P01']);
