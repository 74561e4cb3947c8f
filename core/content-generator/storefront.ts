import type { StorefrontCtx } from '../checkout/context.ts';
import { inLanguage } from '../content/localized.ts';
import { ZStorefrontLang } from './schema.ts';
import { generatorSettings } from './settings.ts';

const ORDER = [{ sort: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];

/** The published FAQ in the language asked (English where a title is not translated); empty while unpublished. */
export async function publicFaq(store: StorefrontCtx, raw: unknown) {
  const { lang } = ZStorefrontLang.parse(raw);
  if (!(await generatorSettings(store)).faqPublished) return [];
  const categories = await store.db.faqCategory.findMany({ where: { merchantId: store.merchantId }, orderBy: ORDER, include: { items: { orderBy: ORDER } } });
  return categories.map((c) => ({ title: inLanguage(c, 'title', lang), items: c.items.map(({ question, answer }) => ({ question, answer })) }));
}

/** The published return and refund policy in the language asked; null while unpublished or not written. */
export async function publicReturnPolicy(store: StorefrontCtx, raw: unknown) {
  const { lang } = ZStorefrontLang.parse(raw);
  const s = await generatorSettings(store);
  if (!s.returnPolicyPublished || s.returnPolicyEn.trim() === '') return null;
  return { content: inLanguage({ contentEn: s.returnPolicyEn, contentCn: s.returnPolicyCn, contentBm: s.returnPolicyBm }, 'content', lang) };
}

/** The published why-choose-us items in the language asked; empty while unpublished. */
export async function publicWhyChooseUs(store: StorefrontCtx, raw: unknown) {
  const { lang } = ZStorefrontLang.parse(raw);
  if (!(await generatorSettings(store)).whyChooseUsPublished) return [];
  const items = await store.db.whyChooseUsItem.findMany({ where: { merchantId: store.merchantId }, orderBy: ORDER });
  return items.map((item) => ({ title: inLanguage(item, 'title', lang), description: inLanguage(item, 'description', lang), imageUrl: item.imageUrl, iconClass: item.iconClass }));
}
