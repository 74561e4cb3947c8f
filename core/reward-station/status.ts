import { AppError } from '../shared/errors.ts';
import { REDEMPTION_STATUS as S, REWARD_ERROR_CODES, REWARD_MESSAGES, type RedemptionStatusId } from './constants.ts';

export const REDEMPTION_ACTIONS = ['approve', 'reject'] as const;
export type RedemptionAction = (typeof REDEMPTION_ACTIONS)[number];

/**
 * The whole machine: a request waits in Pending approval until it is approved (its points are
 * spent) or rejected (nothing is spent). Both ends are final: points spent are never given back
 * by this module, and a rejected request is asked again as a new one.
 */
export const REDEMPTION_TRANSITIONS = {
  approve: { from: [S.pending], to: S.approved },
  reject: { from: [S.pending], to: S.rejected },
} as const satisfies Record<RedemptionAction, { readonly from: readonly RedemptionStatusId[]; readonly to: RedemptionStatusId }>;

export type TransitionResult = { ok: true; status: RedemptionStatusId } | { ok: false; error: AppError };

/** One action on one redemption, without throwing: bulk decisions collect refusals per redemption. */
export function tryTransition(status: RedemptionStatusId, action: RedemptionAction): TransitionResult {
  const rule = REDEMPTION_TRANSITIONS[action];
  if (!(rule.from as readonly RedemptionStatusId[]).includes(status)) {
    return { ok: false, error: new AppError(REWARD_ERROR_CODES.invalidTransition, REWARD_MESSAGES.notSent, 'conflict') };
  }
  return { ok: true, status: rule.to };
}

/** One action on one redemption; a refusal throws the AppError. */
export function transition(status: RedemptionStatusId, action: RedemptionAction): RedemptionStatusId {
  const result = tryTransition(status, action);
  if (!result.ok) throw result.error;
  return result.status;
}

/** The actions a redemption allows now. */
export const allowedActions = (status: RedemptionStatusId): RedemptionAction[] => REDEMPTION_ACTIONS.filter((a) => tryTransition(status, a).ok);
