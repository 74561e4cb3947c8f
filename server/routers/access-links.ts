import { ZRedeemLinkInput, ZRedeemLinkResult, ZScanLink, ZScanStatus, ZScanStatusInput } from '../../core/auth/access-link-schema.ts';
import { redeemAccessLink } from '../../core/auth/access-link-redeem.ts';
import { createScanLink, scanStatus } from '../../core/auth/access-links.ts';
import { publicProcedure, router, signedInProcedure } from '../trpc.ts';

export const accessLinksRouter = router({
  redeem: publicProcedure.input(ZRedeemLinkInput).output(ZRedeemLinkResult).mutation(({ ctx, input }) => redeemAccessLink(ctx.base, input)),
  createScanLink: signedInProcedure.output(ZScanLink).mutation(({ ctx }) => createScanLink(ctx.core)),
  scanStatus: signedInProcedure.input(ZScanStatusInput).output(ZScanStatus).query(({ ctx, input }) => scanStatus(ctx.core, input.id)),
});
