import { saveFaqCategory, saveFaqItem } from '../../../../core/content-generator/faq.ts';
import { saveReturnPolicy, setPublished } from '../../../../core/content-generator/publishing.ts';
import { saveWhyChooseUs } from '../../../../core/content-generator/why-choose-us.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface ContentGeneratorFixtures {
  faqCategoryId: string;
  faqItemId: string;
  whyChooseUsId: string;
}

/** A's FAQ, return policy and why-choose-us item, each naming A's marker and published. */
export async function seedContentGenerator(ctx: Ctx, marker: string): Promise<ContentGeneratorFixtures> {
  const category = await saveFaqCategory(ctx, { category: { titleEn: `FAQ ${marker}` } });
  const item = await saveFaqItem(ctx, { categoryId: category.id, item: { question: `Question ${marker}`, answer: `Answer ${marker}` } });
  const why = await saveWhyChooseUs(ctx, { item: { titleEn: `Why ${marker}`, descriptionEn: `Because ${marker}` } });
  await saveReturnPolicy(ctx, { contentEn: `Policy ${marker}`, published: true });
  for (const kind of ['faq', 'why_choose_us'] as const) await setPublished(ctx, { kind, published: true });
  return { faqCategoryId: category.id, faqItemId: item.id, whyChooseUsId: why.id };
}
