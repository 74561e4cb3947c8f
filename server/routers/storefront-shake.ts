import { appCampaigns, requestShakeCode, verifyShakeCode } from '../../core/shake/app-users.ts';
import { shake } from '../../core/shake/play.ts';
import { ZAppCampaigns, ZAppCodeRequest, ZAppCodeSent, ZAppShakeInput, ZAppShakeResult, ZAppVerified, ZAppVerifyInput } from '../../core/shake/schema.ts';
import { router, storefrontProcedure } from '../trpc.ts';

/**
 * Shake campaigns as the merchant's app plays them (site key): the campaigns running today, a
 * one-time SMS code to verify a phone, and the shake itself (the server decides win or lose).
 */
export const storefrontShakeRouter = router({
  campaigns: storefrontProcedure.output(ZAppCampaigns).query(({ ctx }) => appCampaigns(ctx.store)),
  requestCode: storefrontProcedure.input(ZAppCodeRequest).output(ZAppCodeSent).mutation(({ ctx, input }) => requestShakeCode(ctx.store, input)),
  verify: storefrontProcedure.input(ZAppVerifyInput).output(ZAppVerified).mutation(({ ctx, input }) => verifyShakeCode(ctx.store, input)),
  shake: storefrontProcedure.input(ZAppShakeInput).output(ZAppShakeResult).mutation(({ ctx, input }) => shake(ctx.store, input)),
});
