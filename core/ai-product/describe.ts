import { askJson } from '../ai/ask-json.ts';
import { withAiCredits } from '../ai/spend.ts';
import { PROMPT_LANGUAGE } from '../ai/languages.ts';
import { AI_DESCRIPTION_PLUGIN } from '../plugins/catalogue.ts';
import { assertPluginOn } from '../plugins/state.ts';
import type { Ctx } from '../shared/context.ts';
import { AI_PRODUCT_COSTS } from './constants.ts';
import { assertUnlocked, ownProduct } from './products.ts';
import { ZDescribeInput, ZDescriptions, descriptionField, type TDescriptions } from './schema.ts';

/**
 * Writes a product's description in each target language, guided by up to 5 tags and the
 * merchant's notes, for an unlocked product: the first language is included in the unlock, each
 * further one costs a credit. Nothing is written to the product until the merchant applies it.
 */
export async function describeProduct(ctx: Ctx, raw: unknown): Promise<TDescriptions> {
  const input = ZDescribeInput.parse(raw);
  await assertPluginOn(ctx, AI_DESCRIPTION_PLUGIN);
  const product = await ownProduct(ctx, input.productId);
  await assertUnlocked(ctx, product.id);
  const example = Object.fromEntries(input.languages.map((l) => [descriptionField(l), '']));
  const system = [
    'You write product descriptions for a small online shop in Malaysia: 80 to 150 words of plain text in short paragraphs, accurate to what you are told, with no prices, promises or claims you were not given.',
    `Write one description in each of: ${input.languages.map((l) => `${descriptionField(l)} in ${PROMPT_LANGUAGE[l]}`).join(', ')}.`,
    input.tags.length > 0 ? `Work in these product tags: ${input.tags.join(', ')}.` : '',
  ].join(' ');
  const user = [`${product.nameEn} (SKU ${product.sku})`, product.shortDescriptionEn, product.detailEn && `Current description: ${product.detailEn}`, input.notes && `Notes: ${input.notes}`].filter(Boolean).join('\n');
  const credits = AI_PRODUCT_COSTS.perExtraLanguage * (input.languages.length - 1);
  const answer = await withAiCredits(ctx, { credits, refId: product.id, note: `Description ${product.sku}` }, (ai) => askJson(ai, { system, user, example, maxTokens: 2000 }, ZDescriptions.partial()));
  return { detailEn: answer.detailEn ?? '', detailCn: answer.detailCn ?? '', detailBm: answer.detailBm ?? '' };
}
