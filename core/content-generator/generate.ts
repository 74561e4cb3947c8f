import { askJson } from '../ai/ask-json.ts';
import { withAiCredits } from '../ai/spend.ts';
import { PROMPT_LANGUAGE } from '../ai/languages.ts';
import { suffixOf } from '../content/localized.ts';
import type { Ctx } from '../shared/context.ts';
import { CREDITS_PER_LANGUAGE } from './constants.ts';
import {
  ZFaqSuggestions,
  ZGenerateFaq,
  ZGenerateReturnPolicy,
  ZGenerateWhyChooseUs,
  ZPolicySuggestion,
  ZWhySuggestions,
  type TFaqSuggestions,
  type TPolicySuggestion,
  type TWhySuggestions,
} from './schema.ts';

const SHOP = 'You write website content for a small online shop in Malaysia. Be accurate, friendly and concise; never invent prices, laws or promises the shop did not state.';

/** The shop's name, so the texts can name it. */
async function shopName(ctx: Ctx): Promise<string> {
  const merchant = await ctx.db.merchant.findUnique({ where: { id: ctx.merchantId }, select: { name: true } });
  return merchant?.name ?? '';
}

/** FAQ entries about the merchant's subject, in one language: suggestions, saved only when the merchant adds them. */
export async function generateFaq(ctx: Ctx, raw: unknown): Promise<TFaqSuggestions> {
  const input = ZGenerateFaq.parse(raw);
  const shop = await shopName(ctx);
  const example = { items: Array.from({ length: input.count }, () => ({ question: '', answer: '' })) };
  return withAiCredits(ctx, { credits: CREDITS_PER_LANGUAGE, refId: 'faq', note: 'FAQ' }, (ai) =>
    askJson(ai, { system: `${SHOP} Write ${input.count} frequently asked questions with their answers, in ${PROMPT_LANGUAGE[input.language]}, for the shop "${shop}".`, user: input.about, example }, ZFaqSuggestions),
  );
}

/** A return and refund policy in each language asked (a credit each); languages not asked stay empty. */
export async function generateReturnPolicy(ctx: Ctx, raw: unknown): Promise<TPolicySuggestion> {
  const input = ZGenerateReturnPolicy.parse(raw);
  const shop = await shopName(ctx);
  const example = Object.fromEntries(input.languages.map((l) => [`content${suffixOf(l)}`, '']));
  const languages = input.languages.map((l) => `content${suffixOf(l)} in ${PROMPT_LANGUAGE[l]}`).join(', ');
  const answer = await withAiCredits(ctx, { credits: CREDITS_PER_LANGUAGE * input.languages.length, refId: 'return_policy', note: 'Return and refund policy' }, (ai) =>
    askJson(ai, { system: `${SHOP} Write the return and refund policy of the shop "${shop}" as plain text with short paragraphs: ${languages}.`, user: input.about, example, maxTokens: 4000 }, ZPolicySuggestion.partial()),
  );
  return { contentEn: answer.contentEn ?? '', contentCn: answer.contentCn ?? '', contentBm: answer.contentBm ?? '' };
}

/** Why-choose-us items with titles and descriptions in each language asked (a credit each). */
export async function generateWhyChooseUs(ctx: Ctx, raw: unknown): Promise<TWhySuggestions> {
  const input = ZGenerateWhyChooseUs.parse(raw);
  const shop = await shopName(ctx);
  const fields = input.languages.flatMap((l) => [`title${suffixOf(l)}`, `description${suffixOf(l)}`]);
  const example = { items: Array.from({ length: input.count }, () => Object.fromEntries(fields.map((f) => [f, '']))) };
  const languages = input.languages.map((l) => `${suffixOf(l)} = ${PROMPT_LANGUAGE[l]}`).join(', ');
  const answer = await withAiCredits(ctx, { credits: CREDITS_PER_LANGUAGE * input.languages.length, refId: 'why_choose_us', note: 'Why choose us' }, (ai) =>
    askJson(ai, { system: `${SHOP} Write ${input.count} reasons to choose the shop "${shop}": a short title (at most 6 words) and a one-sentence description each, in these languages (${languages}).`, user: input.about, example }, ZWhySuggestions.extend({ items: ZWhySuggestions.shape.items.element.partial().array() })),
  );
  return { items: answer.items.map((item) => ({ titleEn: '', titleCn: '', titleBm: '', descriptionEn: '', descriptionCn: '', descriptionBm: '', ...item })) };
}
