import { createHash } from 'node:crypto';
import { isGlobalTable } from '../../core/db/global-tables.ts';
import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { Runtime } from '../../server/runtime.ts';

type Delegate = { findMany(args: object): Promise<unknown[]> };

export const tenantModels = (): string[] => Object.values(Prisma.ModelName).filter((m) => !isGlobalTable(m));

const delegate = (rt: Runtime, model: string) =>
  (rt.database.client as unknown as Record<string, Delegate>)[model.charAt(0).toLowerCase() + model.slice(1)]!;

/** Every row of every tenant table of one merchant (and the merchant row), in a stable order. */
export async function tenantRows(rt: Runtime, merchantId: string): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {
    Merchant: await delegate(rt, 'Merchant').findMany({ where: { id: merchantId } }),
  };
  // Read side by side: PostgreSQL answers them on several pooled connections.
  const models = tenantModels();
  const tables = await Promise.all(models.map((model) => delegate(rt, model).findMany({ where: { merchantId } })));
  models.forEach((model, i) => {
    rows[model] = tables[i]!.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).sort();
  });
  return rows;
}

/** A fingerprint of everything one merchant owns: equal before and after means nothing changed. */
export async function tenantDigest(rt: Runtime, merchantId: string): Promise<string> {
  return createHash('sha256').update(JSON.stringify(await tenantRows(rt, merchantId))).digest('hex');
}
