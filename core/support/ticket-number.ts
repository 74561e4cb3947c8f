import type { DbClient } from '../db/database.ts';

type Tenant = { db: DbClient; merchantId: string };

/**
 * The next ticket number. The setting row is made when missing (the same SQL on both engines,
 * without failing PostgreSQL's transaction on a concurrent insert), then incremented: that row
 * stays locked until the caller's transaction ends, so numbers are unique and gap-free.
 */
export async function takeTicketNo(tx: Tenant): Promise<number> {
  await tx.db.$executeRaw`INSERT INTO "SupportSetting" ("merchantId", "nextTicketNo") VALUES (${tx.merchantId}, 1) ON CONFLICT DO NOTHING`;
  const row = await tx.db.supportSetting.update({ where: { merchantId: tx.merchantId }, data: { nextTicketNo: { increment: 1 } }, select: { nextTicketNo: true } });
  return row.nextTicketNo - 1;
}
