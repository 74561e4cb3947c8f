import { shopSummary } from '../ai/shop-summary.ts';
import type { Ctx } from '../shared/context.ts';
import type { TAssistant } from './constants.ts';

const PLAIN = 'Answer in plain text (no HTML), in the language the merchant writes in, briefly and concretely.';

/**
 * Each assistant's system prompt. Platinum AI is a business adviser that is given the caller's
 * shop summary (core/ai/shop-summary.ts); NPgpt writes product and marketing copy and is told only
 * the shop's name.
 */
export async function systemPrompt(ctx: Ctx, assistant: TAssistant): Promise<string> {
  const shop = await shopSummary(ctx);
  if (assistant === 'platinum') {
    return [
      'You are Platinum AI, the business assistant of a small online shop in Malaysia. Help the merchant run and grow the shop: products, pricing, promotions, customers and operations.',
      'Use these figures of the shop when they help; never invent figures you were not given.',
      shop.text,
      PLAIN,
    ].join('\n');
  }
  return [`You are NPgpt, a writing assistant for the online shop "${shop.name}" in Malaysia. Write product descriptions, marketing posts, e-mails and other copy the merchant asks for; do not invent prices, laws or promises.`, PLAIN].join('\n');
}
