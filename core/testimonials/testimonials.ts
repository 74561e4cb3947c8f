import { contentColumns, contentItems } from '../content/items.ts';
import { asTable, type ContentKind, type ContentRow } from '../content/kind.ts';
import { inLanguage, localizedValues } from '../content/localized.ts';
import { contentPicture as picture } from '../content/pictures.ts';
import { publicItemColumns, storefrontContent } from '../content/storefront.ts';
import type { TTestimonialDetail, TTestimonialInput, TTestimonialRow } from './schema.ts';

/** Testimonials on the content kit (docs/content.md): no categories, a manual sort. */
const testimonialKind: ContentKind<TTestimonialInput> = {
  record: 'testimonial',
  items: (db) => asTable(db.testimonial),
  manualSort: true,
  titleField: 'titleEn',
  searchFields: ['title', 'content'],
  data: ({ titleEn, titleCn, titleBm, name, position, contentEn, contentCn, contentBm, pictureId, date }) => ({ titleEn, titleCn, titleBm, name, position, contentEn, contentCn, contentBm, pictureId, date }),
  pictures: (input) => [input.pictureId],
};

const own = (row: ContentRow) => ({ name: String(row.name), date: row.date as Date, sort: Number(row.sort) });

export const testimonials = contentItems(testimonialKind, {
  row: (row, merchantId): TTestimonialRow => ({ ...contentColumns(row), ...own(row), titleEn: String(row.titleEn), picture: picture(row, merchantId, 'thumb') }),
  detail: (row, merchantId): TTestimonialDetail => ({
    ...contentColumns(row),
    ...own(row),
    ...localizedValues(row, 'title'),
    ...localizedValues(row, 'content'),
    position: String(row.position),
    pictureId: (row.pictureId as string | null) ?? null,
    picture: picture(row, merchantId, 'thumb'),
  }),
});

export const publicTestimonials = storefrontContent(testimonialKind, (row, lang, merchantId) => ({
  ...publicItemColumns(row),
  title: inLanguage(row, 'title', lang),
  name: String(row.name),
  position: String(row.position),
  content: inLanguage(row, 'content', lang),
  date: row.date as Date,
  picture: picture(row, merchantId, 'full'),
}));
