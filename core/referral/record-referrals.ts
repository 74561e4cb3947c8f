import type { DbClient } from '../db/database.ts';
import type { RecordKind } from './constants.ts';

/** What a person's link brought, for the records screen and the performance counts. */
export interface NewReferralRecord {
  personId: string;
  kind: RecordKind;
  /** The enquiry's or order's id; '' for a click. */
  refId: string;
  at: Date;
}

/** Writes records in the caller's transaction, all in one insert. */
export async function recordReferrals(tx: { db: DbClient; merchantId: string }, records: readonly NewReferralRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx.db.referralRecord.createMany({ data: records.map((r) => ({ merchantId: tx.merchantId, personId: r.personId, kind: r.kind, refId: r.refId, createdAt: r.at })) });
}
