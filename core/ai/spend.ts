import { grantCredits, spendCredits } from '../credits/ledger.ts';
import { withTransaction, type Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { AI_MESSAGES as M } from './constants.ts';
import { AiError, type AiChat } from './port.ts';

/** What a generation costs and what the ledger says about it. */
export interface AiCharge {
  credits: number;
  /** The record the generation is for (a FAQ, a product), kept on the ledger's entry. */
  refId: string;
  note: string;
}

/** A failed call as section 8 words it; anything but an AiError is thrown on as it is. */
export function aiFailureError(error: unknown): AppError {
  if (!(error instanceof AiError)) throw error;
  if (error.reason === 'busy') return new AppError('AI.BUSY', M.busy, 'failed');
  if (error.reason === 'connection') return new AppError('AI.CONNECTION_LOST', M.connectionLost, 'failed');
  return new AppError('AI.UNUSABLE', M.unusable, 'failed');
}

function aiFailure(error: unknown): never {
  throw aiFailureError(error);
}

const movementOf = (ctx: Ctx, charge: AiCharge) => ({ kind: 'ai' as const, amount: charge.credits, refId: charge.refId, note: charge.note, createdBy: ctx.userId });

/** Takes a generation's credits inside tx, in one conditional update; too few is section 8's "Insufficient AI product credit balance.". */
export async function spendAiCredits(tx: Ctx, charge: AiCharge): Promise<void> {
  try {
    await spendCredits(tx, { ...movementOf(tx, charge), reason: 'ai_generation' });
  } catch (error) {
    // Section 8 words the AI balance's shortfall its own way.
    if (error instanceof AppError && error.code === 'CREDITS.INSUFFICIENT') throw new AppError(error.code, M.insufficientCredits, 'invalid');
    throw error;
  }
}

/** Gives a failed generation's credits back. */
export async function refundAiCredits(ctx: Ctx, charge: AiCharge): Promise<void> {
  await withTransaction(ctx, (tx) => grantCredits(tx, { ...movementOf(ctx, charge), reason: 'refund' }));
}

/**
 * Runs a generation paid in AI credits: the credits are taken first (CREDITS.INSUFFICIENT and
 * nothing called when too few), the model is called outside any transaction, and a failed call
 * gives them back. use turns the model's answer into the result; an answer it cannot use
 * (AiError 'refused') is a failure too.
 */
export async function withAiCredits<T>(ctx: Ctx, charge: AiCharge, use: (ai: AiChat) => Promise<T>): Promise<T> {
  const ai = ctx.env.ai;
  if (!ai) throw new AppError('AI.NOT_CONFIGURED', M.notConfigured, 'failed');
  // A generation included in what was paid before (an unlocked product's first language) costs nothing now.
  if (charge.credits === 0) return use(ai).catch(aiFailure);
  await withTransaction(ctx, (tx) => spendAiCredits(tx, charge));
  try {
    return await use(ai);
  } catch (error) {
    await refundAiCredits(ctx, charge);
    return aiFailure(error);
  }
}
