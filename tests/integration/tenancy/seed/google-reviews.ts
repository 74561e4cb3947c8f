import { chooseGoogleLocation, connectGoogle } from '../../../../core/content/google-reviews/google-reviews.ts';
import { signState } from '../../../../core/content/google-reviews/oauth-state.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

/** A's link to its Google Business Profile (the simulated one), with a location chosen. */
export async function seedGoogleReviews(ctx: Ctx): Promise<void> {
  await connectGoogle(ctx, { code: 'simulated-code', state: signState(ctx) });
  await chooseGoogleLocation(ctx, { account: 'accounts/1001', location: 'locations/2001' });
}
