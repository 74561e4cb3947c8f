// The content generator's paths, apart from routes.ts (which loads the screens).
export const GENERATOR_PATHS = {
  hub: '/manage/content-generator',
  faq: '/manage/content-generator/faq',
  returnPolicy: '/manage/content-generator/return-and-refund-policy',
  whyChooseUs: '/manage/content-generator/why-choose-us-content',
} as const;
