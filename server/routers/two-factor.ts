import { z } from 'zod';
import { ZOtpInput, ZPasswordConfirmInput, ZTwoFactorSetup, ZTwoFactorStatus } from '../../core/auth/schema.ts';
import { disableTwoFactor, enableTwoFactor, resetTwoFactor, setUpTwoFactor, twoFactorStatus } from '../../core/auth/two-factor.ts';
import { adminProcedure, router } from '../trpc.ts';

export const twoFactorRouter = router({
  status: adminProcedure.output(ZTwoFactorStatus).query(({ ctx }) => twoFactorStatus(ctx.core)),
  setUp: adminProcedure.output(ZTwoFactorSetup).mutation(({ ctx }) => setUpTwoFactor(ctx.core)),
  enable: adminProcedure.input(ZOtpInput).output(z.void()).mutation(({ ctx, input }) => enableTwoFactor(ctx.core, input.otp)),
  disable: adminProcedure.input(ZOtpInput).output(z.void()).mutation(({ ctx, input }) => disableTwoFactor(ctx.core, input.otp)),
  reset: adminProcedure.input(ZPasswordConfirmInput).output(ZTwoFactorSetup).mutation(({ ctx, input }) => resetTwoFactor(ctx.core, input.password)),
});
