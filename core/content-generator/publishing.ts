import { creditBalance } from '../credits/ledger.ts';
import type { Ctx } from '../shared/context.ts';
import { msg, term } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { CONTENT_GENERATOR_MODULE, type TGeneratedKind } from './constants.ts';
import { ZReturnPolicy, ZSetPublished, type TGeneratorOverview, type TReturnPolicy } from './schema.ts';
import { generatorSettings, saveGeneratorSettings } from './settings.ts';

const FLAG: Record<TGeneratedKind, 'faqPublished' | 'returnPolicyPublished' | 'whyChooseUsPublished'> = {
  faq: 'faqPublished',
  return_policy: 'returnPolicyPublished',
  why_choose_us: 'whyChooseUsPublished',
};

/** The hub's figures: each kind's size and switch, and the AI credits left. */
export async function generatorOverview(ctx: Ctx): Promise<TGeneratorOverview> {
  const where = { merchantId: ctx.merchantId };
  const [settings, categories, items, why, credits] = await Promise.all([
    generatorSettings(ctx),
    ctx.db.faqCategory.count({ where }),
    ctx.db.faqItem.count({ where }),
    ctx.db.whyChooseUsItem.count({ where }),
    creditBalance(ctx, 'ai'),
  ]);
  return {
    faq: { published: settings.faqPublished, categories, items },
    returnPolicy: { published: settings.returnPolicyPublished, written: settings.returnPolicyEn.trim() !== '' },
    whyChooseUs: { published: settings.whyChooseUsPublished, items: why },
    credits,
  };
}

/** Shows or hides one kind on the website. */
export function setPublished(ctx: Ctx, raw: unknown): Promise<{ published: boolean }> {
  const { kind, published } = ZSetPublished.parse(raw);
  const action = msg(published ? 'log.contentGenerator.published' : 'log.contentGenerator.unpublished', { name: term(`contentGenerator.kinds.${kind}`) });
  return audited(ctx, { action, category: CONTENT_GENERATOR_MODULE }, async (tx) => {
    await saveGeneratorSettings(tx, { [FLAG[kind]]: published });
    return { published };
  });
}

export async function getReturnPolicy(ctx: Ctx): Promise<TReturnPolicy> {
  const s = await generatorSettings(ctx);
  return { contentEn: s.returnPolicyEn, contentCn: s.returnPolicyCn, contentBm: s.returnPolicyBm, published: s.returnPolicyPublished };
}

/** Saves the policy's texts and its switch; the website shows it while published and its English text (the fallback) is written. */
export function saveReturnPolicy(ctx: Ctx, raw: unknown): Promise<TReturnPolicy> {
  const input = ZReturnPolicy.parse(raw);
  return audited(ctx, { action: msg('log.contentGenerator.policySaved'), category: CONTENT_GENERATOR_MODULE }, async (tx) => {
    await saveGeneratorSettings(tx, { returnPolicyEn: input.contentEn, returnPolicyCn: input.contentCn, returnPolicyBm: input.contentBm, returnPolicyPublished: input.published });
    return input;
  });
}
