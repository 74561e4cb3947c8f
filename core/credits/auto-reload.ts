import { savedCard } from '../payments/saved-card.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { RELOAD_MODES, RELOAD_OUTCOMES, ZAutoReloadInput, type TAutoReloadInput, type TAutoReloadView } from './auto-reload-schema.ts';
import { CREDIT_PACKS, creditPack } from './packs.ts';

/** The kinds sold in packs: the only ones that can reload. */
export const RELOADABLE_KINDS = [...new Set(CREDIT_PACKS.map((p) => p.kind))];

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** The saved card and each reloadable kind's auto-reload (manual with its smallest pack until set). */
export async function autoReloadView(ctx: Ctx): Promise<TAutoReloadView> {
  const [card, rows] = await Promise.all([
    savedCard(ctx),
    ctx.db.creditAutoReload.findMany({ where: { merchantId: ctx.merchantId }, select: { kind: true, mode: true, packId: true, dueAt: true, lastOutcome: true, lastAt: true } }),
  ]);
  return {
    card,
    reloads: RELOADABLE_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return {
        kind,
        mode: oneOf(RELOAD_MODES, row?.mode ?? 'manual', 'manual'),
        packId: row?.packId ?? CREDIT_PACKS.find((p) => p.kind === kind)!.id,
        inFlight: Boolean(row?.dueAt),
        lastOutcome: oneOf(RELOAD_OUTCOMES, row?.lastOutcome ?? '', ''),
        lastAt: row?.lastAt ?? null,
      };
    }),
  };
}

/** Sets a kind's auto-reload: the pack must be of that kind, and any mode but manual needs a saved card. */
export async function saveAutoReload(ctx: Ctx, raw: TAutoReloadInput): Promise<void> {
  const input = ZAutoReloadInput.parse(raw);
  if (creditPack(input.packId)?.kind !== input.kind) throw new AppError('PAYMENTS.NO_SUCH_ITEM', msg('payments.noSuchItem'), 'invalid', 'packId');
  if (input.mode !== 'manual' && !(await savedCard(ctx))) throw new AppError('CREDITS.NO_SAVED_CARD', msg('credits.noSavedCard'), 'invalid', 'mode');
  const data = { mode: input.mode, packId: input.packId };
  await audited(ctx, { action: msg('log.credits.autoReload', { kind: term(`credits.kinds.${input.kind}`), mode: term(`credits.reloadModes.${input.mode}`) }), category: 'account' }, (tx) =>
    tx.db.creditAutoReload.upsert({ where: { merchantId_kind: { merchantId: tx.merchantId, kind: input.kind } }, create: { merchantId: tx.merchantId, kind: input.kind, ...data }, update: data }),
  );
}
