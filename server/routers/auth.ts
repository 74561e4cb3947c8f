import { z } from 'zod';
import {
  ZChangePasswordInput,
  ZCodeSentResult,
  ZForgotPasswordInput,
  ZForgotPasswordResult,
  ZResetPasswordInput,
  ZResetTokenInput,
  ZSessionUser,
  ZSignInInput,
  ZSignInResult,
  ZVerifyOtpInput,
} from '../../core/auth/schema.ts';
import { signIn, verifySignInOtp } from '../../core/auth/sign-in.ts';
import { signOut } from '../../core/auth/sessions.ts';
import { ZResetTokenStatus, checkResetToken, requestPasswordReset, resetPassword } from '../../core/auth/password-reset.ts';
import { changePassword, requestChangePasswordOtp } from '../../core/auth/change-password.ts';
import { publicProcedure, router, signedInProcedure } from '../trpc.ts';

export const authRouter = router({
  signIn: publicProcedure.input(ZSignInInput).output(ZSignInResult).mutation(({ ctx, input }) => signIn(ctx.base, input)),
  verifyOtp: publicProcedure.input(ZVerifyOtpInput).output(ZSignInResult).mutation(({ ctx, input }) => verifySignInOtp(ctx.base, input)),
  forgotPassword: publicProcedure.input(ZForgotPasswordInput).output(ZForgotPasswordResult).mutation(({ ctx, input }) => requestPasswordReset(ctx.base, input)),
  checkResetToken: publicProcedure.input(ZResetTokenInput).output(ZResetTokenStatus).query(({ ctx, input }) => checkResetToken(ctx.base, input.token)),
  resetPassword: publicProcedure.input(ZResetPasswordInput).output(z.void()).mutation(({ ctx, input }) => resetPassword(ctx.base, input)),
  me: signedInProcedure.output(ZSessionUser).query(({ ctx }) => ctx.user),
  signOut: signedInProcedure.output(z.void()).mutation(({ ctx }) => signOut(ctx.core)),
  requestChangePasswordOtp: signedInProcedure.output(ZCodeSentResult).mutation(({ ctx }) => requestChangePasswordOtp(ctx.core)),
  changePassword: signedInProcedure.input(ZChangePasswordInput).output(z.void()).mutation(({ ctx, input }) => changePassword(ctx.core, input)),
});
