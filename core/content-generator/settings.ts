import type { Ctx } from '../shared/context.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId'>;

const DEFAULTS = { returnPolicyEn: '', returnPolicyCn: '', returnPolicyBm: '', faqPublished: false, returnPolicyPublished: false, whyChooseUsPublished: false };

/** The merchant's row of switches and policy texts, or the defaults before the first save. */
export async function generatorSettings(ctx: Reader): Promise<typeof DEFAULTS> {
  const row = await ctx.db.generatedContentSetting.findUnique({ where: { merchantId: ctx.merchantId } });
  return row ?? DEFAULTS;
}

/** Writes some of the row, making it on first use. */
export function saveGeneratorSettings(ctx: Reader, data: Partial<typeof DEFAULTS>) {
  return ctx.db.generatedContentSetting.upsert({ where: { merchantId: ctx.merchantId }, create: { merchantId: ctx.merchantId, ...data }, update: data });
}
