import type { Ctx } from '../shared/context.ts';
import type { ReloadTrigger } from './auto-reload-schema.ts';
import type { CreditKind } from './kinds.ts';

/** The modes a trigger reloads in. */
const MODES_OF: Record<ReloadTrigger, string[]> = { expiry: ['on_expiry', 'either'], empty: ['on_empty', 'either'] };

/**
 * Marks a reload due when the kind reloads on this trigger and none is in flight: one conditional
 * update in the transaction of the movement that triggered it, so racing spends queue one. The
 * reload runner charges it after the transaction (core/credits/reload-run.ts).
 */
export async function queueAutoReload(tx: Pick<Ctx, 'db' | 'merchantId' | 'now'>, kind: CreditKind, trigger: ReloadTrigger): Promise<void> {
  await tx.db.creditAutoReload.updateMany({
    where: { merchantId: tx.merchantId, kind, mode: { in: MODES_OF[trigger] }, dueAt: null },
    data: { dueAt: tx.now(), dueReason: trigger },
  });
}
