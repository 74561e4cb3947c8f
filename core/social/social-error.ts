/**
 * Why a social network refused a call: the token is malformed, revoked or expired
 * ('invalid_token'), or the network refused or could not be reached ('failed'). Each screen
 * turns the failure into the spec's message for what was being done.
 */
export type SocialFailure = 'invalid_token' | 'failed';

export class SocialNetworkError extends Error {
  constructor(
    readonly failure: SocialFailure,
    message: string,
  ) {
    super(message);
  }
}
