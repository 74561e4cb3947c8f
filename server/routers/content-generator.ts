import { deleteFaqCategory, deleteFaqItem, getFaq, saveFaqCategory, saveFaqItem } from '../../core/content-generator/faq.ts';
import { generateFaq, generateReturnPolicy, generateWhyChooseUs } from '../../core/content-generator/generate.ts';
import { generatorOverview, getReturnPolicy, saveReturnPolicy, setPublished } from '../../core/content-generator/publishing.ts';
import {
  ZFaq,
  ZFaqSuggestions,
  ZGenerateFaq,
  ZGenerateReturnPolicy,
  ZGenerateWhyChooseUs,
  ZGeneratorOverview,
  ZId,
  ZPolicySuggestion,
  ZPublicFaq,
  ZPublicPolicy,
  ZPublicWhyChooseUs,
  ZReturnPolicy,
  ZSaveFaqCategory,
  ZSaveFaqItem,
  ZSaveWhyChooseUs,
  ZSetPublished,
  ZStorefrontLang,
  ZWhyChooseUs,
  ZWhySuggestions,
} from '../../core/content-generator/schema.ts';
import { publicFaq, publicReturnPolicy, publicWhyChooseUs } from '../../core/content-generator/storefront.ts';
import { deleteWhyChooseUs, getWhyChooseUs, saveWhyChooseUs } from '../../core/content-generator/why-choose-us.ts';
import { z } from 'zod';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');
const saved = z.object({ id: z.string() });

/** The content generator (/manage/content-generator, module manage): FAQ, return and refund policy, why choose us; each generated with AI credits, edited, and published. */
export const contentGeneratorRouter = router({
  overview: view.output(ZGeneratorOverview).query(({ ctx }) => generatorOverview(ctx.core)),
  setPublished: edit.input(ZSetPublished).output(z.object({ published: z.boolean() })).mutation(({ ctx, input }) => setPublished(ctx.core, input)),
  faq: view.output(ZFaq).query(({ ctx }) => getFaq(ctx.core)),
  saveFaqCategory: edit.input(ZSaveFaqCategory).output(saved).mutation(({ ctx, input }) => saveFaqCategory(ctx.core, input)),
  deleteFaqCategory: edit.input(ZId).output(saved).mutation(({ ctx, input }) => deleteFaqCategory(ctx.core, input)),
  saveFaqItem: edit.input(ZSaveFaqItem).output(saved).mutation(({ ctx, input }) => saveFaqItem(ctx.core, input)),
  deleteFaqItem: edit.input(ZId).output(saved).mutation(({ ctx, input }) => deleteFaqItem(ctx.core, input)),
  generateFaq: edit.input(ZGenerateFaq).output(ZFaqSuggestions).mutation(({ ctx, input }) => generateFaq(ctx.core, input)),
  returnPolicy: view.output(ZReturnPolicy).query(({ ctx }) => getReturnPolicy(ctx.core)),
  saveReturnPolicy: edit.input(ZReturnPolicy).output(ZReturnPolicy).mutation(({ ctx, input }) => saveReturnPolicy(ctx.core, input)),
  generateReturnPolicy: edit.input(ZGenerateReturnPolicy).output(ZPolicySuggestion).mutation(({ ctx, input }) => generateReturnPolicy(ctx.core, input)),
  whyChooseUs: view.output(ZWhyChooseUs).query(({ ctx }) => getWhyChooseUs(ctx.core)),
  saveWhyChooseUs: edit.input(ZSaveWhyChooseUs).output(saved).mutation(({ ctx, input }) => saveWhyChooseUs(ctx.core, input)),
  deleteWhyChooseUs: edit.input(ZId).output(saved).mutation(({ ctx, input }) => deleteWhyChooseUs(ctx.core, input)),
  generateWhyChooseUs: edit.input(ZGenerateWhyChooseUs).output(ZWhySuggestions).mutation(({ ctx, input }) => generateWhyChooseUs(ctx.core, input)),
});

/** The website's generated content, each only while published, in the language asked. */
export const storefrontGeneratedRouter = router({
  faq: storefrontProcedure.input(ZStorefrontLang).output(ZPublicFaq).query(({ ctx, input }) => publicFaq(ctx.store, input)),
  returnPolicy: storefrontProcedure.input(ZStorefrontLang).output(ZPublicPolicy).query(({ ctx, input }) => publicReturnPolicy(ctx.store, input)),
  whyChooseUs: storefrontProcedure.input(ZStorefrontLang).output(ZPublicWhyChooseUs).query(({ ctx, input }) => publicWhyChooseUs(ctx.store, input)),
});
