import type { IsolationCase } from '../isolation-cases.ts';

const generation = 'the generation names no record of a merchant: it reads only the caller\'s shop name and spends the caller\'s credits';

/** The content generator: A's FAQ, return policy and why-choose-us items, and what A's website shows of them. */
export const contentGeneratorCases: Record<string, IsolationCase> = {
  'contentGenerator.overview': { list: () => undefined },
  'contentGenerator.setPublished': { none: 'switches the caller\'s own content only', input: () => ({ kind: 'faq', published: false }) },
  'contentGenerator.faq': { list: () => undefined },
  'contentGenerator.saveFaqCategory': { reach: (a) => ({ id: a.contentGenerator.faqCategoryId, category: { titleEn: 'Intruder' } }) },
  'contentGenerator.deleteFaqCategory': { reach: (a) => ({ id: a.contentGenerator.faqCategoryId }) },
  'contentGenerator.saveFaqItem': { reach: (a) => ({ categoryId: a.contentGenerator.faqCategoryId, item: { question: 'Intruder?', answer: 'Yes' } }) },
  'contentGenerator.deleteFaqItem': { reach: (a) => ({ id: a.contentGenerator.faqItemId }) },
  'contentGenerator.generateFaq': { none: generation },
  'contentGenerator.returnPolicy': { list: () => undefined },
  'contentGenerator.saveReturnPolicy': { none: 'writes the caller\'s own policy only', input: () => ({ contentEn: 'Mine', published: false }) },
  'contentGenerator.generateReturnPolicy': { none: generation },
  'contentGenerator.whyChooseUs': { list: () => undefined },
  'contentGenerator.saveWhyChooseUs': { reach: (a) => ({ id: a.contentGenerator.whyChooseUsId, item: { titleEn: 'Intruder', descriptionEn: 'Intruder' } }) },
  'contentGenerator.deleteWhyChooseUs': { reach: (a) => ({ id: a.contentGenerator.whyChooseUsId }) },
  'contentGenerator.generateWhyChooseUs': { none: generation },
  'storefront.content.generated.faq': { list: () => ({ lang: 'en' }) },
  'storefront.content.generated.returnPolicy': { list: () => ({ lang: 'en' }) },
  'storefront.content.generated.whyChooseUs': { list: () => ({ lang: 'en' }) },
};
