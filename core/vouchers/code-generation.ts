import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { insertMany } from '../db/bulk-write.ts';
import { newId } from '../db/ids.ts';
import { withTransaction, type Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { randomCode } from './code-format.ts';
import { VOUCHER_KIND, VOUCHER_LOG_CATEGORY as CATEGORY, VOUCHER_MESSAGES as M } from './constants.ts';
import { ZGenerateCodesInput, type TGenerateCodesInput, type TGenerateCodesResult } from './schema.ts';
import { findVoucher, lockVoucher, type TenantCtx } from './store.ts';
import { msg } from '../shared/messages.ts';

/**
 * Codes written per transaction: each is one lookup (a bound value per code, under SQLite's
 * 32,766) and a few multi-row inserts, short enough not to hold other writers up for long.
 */
const CHUNK = 10_000;
/** Rounds of re-drawing clashing codes before giving up; with 31^8 codes per prefix a second round is already rare. */
const MAX_ROUNDS = 5;

export type CodeProgress = (done: number, total: number) => void;

/** size distinct random codes with the prefix. */
function draw(prefix: string, size: number): string[] {
  const codes = new Set<string>();
  while (codes.size < size) codes.add(randomCode(prefix));
  return [...codes];
}

/**
 * Which of codes the merchant already has, as a generated code or as a voucher's own code: one
 * query for both (as core/catalogue/bulk/import-checks.ts looks up SKUs), each code bound once.
 */
async function taken(tx: TenantCtx, codes: string[]): Promise<Set<string>> {
  const wanted = Prisma.join(codes.map((code) => Prisma.sql`(${code})`));
  const rows = await tx.db.$queryRaw<{ code: string }[]>`
    WITH wanted(code) AS (VALUES ${wanted})
    SELECT c."code" FROM wanted JOIN "VoucherCode" c ON c."merchantId" = ${tx.merchantId} AND c."code" = wanted.code
    UNION ALL
    SELECT v."codeKey" AS "code" FROM wanted JOIN "Voucher" v ON v."merchantId" = ${tx.merchantId} AND v."codeKey" = wanted.code`;
  return new Set(rows.map((r) => r.code));
}

/**
 * Writes size new codes of the voucher; a code the merchant already has is drawn again, alone.
 * Plain multi-row inserts (core/db/bulk-write.ts): Prisma's createMany takes seconds per few
 * thousand rows on SQLite.
 */
async function insertChunk(tx: TenantCtx, voucherId: string, prefix: string, size: number): Promise<void> {
  let wanted = draw(prefix, size);
  for (let round = 0; wanted.length > 0; round++) {
    if (round === MAX_ROUNDS) throw new AppError('VOUCHER.CODES_EXHAUSTED', msg('vouchers.codesExhausted', { count: wanted.length, prefix }), 'failed', 'prefix');
    const clashes = await taken(tx, wanted);
    const createdAt = tx.now();
    const fresh = wanted.filter((code) => !clashes.has(code));
    await insertMany(tx, 'VoucherCode', fresh.map((code) => ({ merchantId: tx.merchantId, id: newId(), voucherId, code, createdAt })));
    wanted = clashes.size === 0 ? [] : draw(prefix, clashes.size);
  }
}

/**
 * A voucher run: count new one-use codes for a bulk voucher, each the prefix (the voucher's code
 * unless given) and 8 random characters, unique among the merchant's codes and voucher codes.
 * The codes go in chunks, one transaction each with the voucher locked, so progress can be
 * reported and other writes are not held up for the whole run; the quantity is checked for the
 * whole run first and again per chunk (against runs going on at the same time).
 */
export async function generateCodes(ctx: Ctx, raw: TGenerateCodesInput, progress: CodeProgress = () => {}): Promise<TGenerateCodesResult> {
  const input = ZGenerateCodesInput.parse(raw);
  const started = Date.now();
  const voucher = await findVoucher(ctx, input.voucherId, { name: true, code: true, kind: true });
  if (voucher.kind !== VOUCHER_KIND.bulk) throw new AppError('VOUCHER.NOT_BULK', M.notBulk, 'invalid', 'voucherId');
  const prefix = input.prefix ?? voucher.code;
  const room = async (tx: TenantCtx, size: number) => {
    const [{ quantity }, codes] = await Promise.all([
      findVoucher(tx, input.voucherId, { quantity: true }),
      tx.db.voucherCode.count({ where: { merchantId: tx.merchantId, voucherId: input.voucherId } }),
    ]);
    if (codes + size > quantity) throw new AppError('VOUCHER.QUANTITY_FULL', M.quantityFull(Math.max(0, quantity - codes)), 'invalid', 'count');
  };
  await room(ctx, input.count);
  let done = 0;
  progress(0, input.count);
  while (done < input.count) {
    const size = Math.min(CHUNK, input.count - done);
    await withTransaction(ctx, async (tx) => {
      await lockVoucher(tx, input.voucherId);
      await room(tx, size);
      await insertChunk(tx, input.voucherId, prefix, size);
    });
    done += size;
    progress(done, input.count);
  }
  await audited(ctx, { action: msg('log.vouchers.codesGenerated', { count: done, voucher: voucher.name }), category: CATEGORY }, async () => {});
  const codeCount = await ctx.db.voucherCode.count({ where: { merchantId: ctx.merchantId, voucherId: input.voucherId } });
  return { generated: done, prefix, codeCount, ms: Date.now() - started };
}
