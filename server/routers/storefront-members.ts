import { recordVisit, setCart, signInMember, signUp } from '../../core/members/storefront-members.ts';
import { ZMemberCart, ZMemberSignInInput, ZRecordedVisit, ZRecordVisitInput, ZSetCartInput, ZSignUpInput, ZStorefrontMember } from '../../core/members/schema.ts';
import { router, storefrontProcedure } from '../trpc.ts';

/** Members on the merchant's website (storefront.members.*), with the site key like the rest of the storefront API. */
export const storefrontMembersRouter = router({
  signUp: storefrontProcedure.input(ZSignUpInput).output(ZStorefrontMember).mutation(({ ctx, input }) => signUp(ctx.store, input)),
  signIn: storefrontProcedure.input(ZMemberSignInInput).output(ZStorefrontMember).mutation(({ ctx, input }) => signInMember(ctx.store, input)),
  recordVisit: storefrontProcedure.input(ZRecordVisitInput).output(ZRecordedVisit).mutation(({ ctx, input }) => recordVisit(ctx.store, input)),
  setCart: storefrontProcedure.input(ZSetCartInput).output(ZMemberCart).mutation(({ ctx, input }) => setCart(ctx.store, input)),
});
