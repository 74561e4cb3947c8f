import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { BIRTHDAY_LOG_CATEGORY as CATEGORY, BIRTHDAY_MESSAGES as M, BIRTHDAY_TRANSITIONS, type BirthdayAction, type BirthdayStatusId } from './constants.ts';
import type { TBirthdayCampaign } from './schema.ts';
import { getBirthdayCampaign } from './settings.ts';
import { msg } from '../shared/messages.ts';

/** The status after action, or null when the current status does not allow it. */
export function nextStatus(current: BirthdayStatusId, action: BirthdayAction): BirthdayStatusId | null {
  const t = BIRTHDAY_TRANSITIONS[action];
  return (t.from as readonly number[]).includes(current) ? t.to : null;
}

const LOG = { start: msg('log.birthday.started'), suspend: msg('log.birthday.suspended') } as const satisfies Record<BirthdayAction, string>;

/** Starts (or resumes) or suspends the campaign; it must have been saved first. */
function move(ctx: Ctx, action: BirthdayAction): Promise<TBirthdayCampaign> {
  return audited(ctx, { action: LOG[action], category: CATEGORY }, async (tx) => {
    const row = await tx.db.birthdayCampaign.findUnique({ where: { merchantId: tx.merchantId }, select: { status: true } });
    if (!row) throw new AppError('BIRTHDAY.NOT_SAVED', M.notSaved, 'invalid');
    const current = row.status as BirthdayStatusId;
    const next = nextStatus(current, action);
    if (next === null) throw new AppError('BIRTHDAY.INVALID_TRANSITION', M.cannotComplete, 'conflict', 'status');
    // Only the status read above moves, so two clicks at once cannot both pass.
    const { count } = await tx.db.birthdayCampaign.updateMany({ where: { merchantId: tx.merchantId, status: current }, data: { status: next } });
    if (count !== 1) throw new AppError('BIRTHDAY.INVALID_TRANSITION', M.cannotComplete, 'conflict', 'status');
    return getBirthdayCampaign(tx);
  });
}

export const startBirthdayCampaign = (ctx: Ctx) => move(ctx, 'start');
export const suspendBirthdayCampaign = (ctx: Ctx) => move(ctx, 'suspend');
