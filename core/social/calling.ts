import { AppError } from '../shared/errors.ts';
import { SOCIAL_MESSAGES as M } from './constants.ts';
import { SocialNetworkError } from './social-error.ts';

/** What was being done, named as section 8's "unable to ..." message says it. */
export type SocialAction = 'add' | 'remove' | 'submit' | 'save' | 'update' | 'delete';

const UNABLE: Record<SocialAction, string> = { add: M.unableToAdd, remove: M.unableToRemove, submit: M.unableToSubmit, save: M.unableToSave, update: M.unableToUpdate, delete: M.unableToDelete };

export const socialRefusal = (code: string, message: string, kind: 'failed' | 'conflict' | 'forbidden' | 'not_found' | 'invalid' = 'failed') => new AppError(`SOCIAL.${code}`, message, kind);

/** The spec's message for a network's refusal while doing action: a Facebook page's bad token says to re-add the page. */
export function socialFailure(error: unknown, action: SocialAction, facebookToken = false): AppError {
  if (error instanceof AppError) return error;
  if (facebookToken && error instanceof SocialNetworkError && error.failure === 'invalid_token') return socialRefusal('MALFORMED_TOKEN', M.malformedToken);
  return Object.assign(socialRefusal(`UNABLE_TO_${action.toUpperCase()}`, UNABLE[action]), { cause: error });
}

/** Runs a call to a network, its failure as the spec's message for action. */
export async function calling<T>(action: SocialAction, call: () => Promise<T>, facebookToken = false): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw socialFailure(error, action, facebookToken);
  }
}
