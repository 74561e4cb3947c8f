import { contentColumns, contentItems } from '../content/items.ts';
import { asTable, type ContentKind, type ContentRow } from '../content/kind.ts';
import { inLanguage, localizedValues } from '../content/localized.ts';
import type { TContentListInput } from '../content/schema.ts';
import { publicItemColumns, storefrontContent } from '../content/storefront.ts';
import type { Ctx } from '../shared/context.ts';
import { CAREER_CURRENCY, type TQualification } from './options.ts';
import type { TCareerDetail, TCareerInput, TCareerRow, TPublicCareer } from './schema.ts';

/** Careers on the content kit (docs/content.md): no categories, newest first. */
const careerKind: ContentKind<TCareerInput> = {
  record: 'career',
  items: (db) => asTable(db.career),
  titleField: 'titleEn',
  searchFields: ['title'],
  data: ({ visibility: _visibility, qualifications, ...own }) => ({ ...own, qualifications: JSON.stringify(qualifications), salaryCurrency: CAREER_CURRENCY }),
  pictures: () => [],
};

const qualificationsOf = (row: ContentRow): TQualification[] => JSON.parse(String(row.qualifications || '[]')) as TQualification[];

/** The options and ranges of a career row, as both the back office and the website read them. */
const optionColumns = (row: ContentRow) => ({
  positionLevel: Number(row.positionLevel),
  specialization: String(row.specialization),
  qualifications: qualificationsOf(row),
  employmentType: String(row.employmentType),
  location: String(row.location),
  experienceYears: Number(row.experienceYears),
  ageFrom: row.ageFrom as number | null,
  ageTo: row.ageTo as number | null,
  salaryCurrency: String(row.salaryCurrency),
  salaryMinCents: row.salaryMinCents as number | null,
  salaryMaxCents: row.salaryMaxCents as number | null,
  spokenLanguages: String(row.spokenLanguages),
  writtenLanguages: String(row.writtenLanguages),
});

const items = contentItems(careerKind, {
  row: (row): TCareerRow => ({
    ...contentColumns(row),
    titleEn: String(row.titleEn),
    positionLevel: Number(row.positionLevel),
    employmentType: String(row.employmentType),
    location: String(row.location),
    // Counted for the page by withResumeCounts.
    resumeCount: 0,
  }),
  detail: (row): TCareerDetail => ({
    ...contentColumns(row),
    ...localizedValues(row, 'title'),
    ...optionColumns(row),
    ...localizedValues(row, 'description'),
    ...localizedValues(row, 'requirements'),
    ...localizedValues(row, 'responsibilities'),
    ...localizedValues(row, 'benefits'),
  }),
});

/** The resumes received for each career of a page (one query; a resume keeps its career's id). */
async function withResumeCounts(ctx: Ctx, rows: TCareerRow[]): Promise<TCareerRow[]> {
  if (rows.length === 0) return rows;
  const counts = await ctx.db.resume.groupBy({ by: ['careerId'], where: { merchantId: ctx.merchantId, careerId: { in: rows.map((r) => r.id) } }, _count: { _all: true } });
  const byCareer = new Map(counts.map((c) => [c.careerId, c._count._all]));
  return rows.map((row) => ({ ...row, resumeCount: byCareer.get(row.id) ?? 0 }));
}

/** /manage/careers: the kit's use-cases, the list's rows with their resume counts. */
export const careers = {
  ...items,
  async list(ctx: Ctx, input: TContentListInput) {
    const page = await items.list(ctx, input);
    return { ...page, items: await withResumeCounts(ctx, page.items) };
  },
  async quickEdit(ctx: Ctx, input: Parameters<typeof items.quickEdit>[1]): Promise<TCareerRow> {
    return (await withResumeCounts(ctx, [await items.quickEdit(ctx, input)]))[0]!;
  },
};

/** Public careers for the website, newest first; the options are codes, worded by the website. */
export const publicCareers = storefrontContent(careerKind, (row, lang): TPublicCareer => ({
  ...publicItemColumns(row),
  title: inLanguage(row, 'title', lang),
  ...optionColumns(row),
  description: inLanguage(row, 'description', lang),
  requirements: inLanguage(row, 'requirements', lang),
  responsibilities: inLanguage(row, 'responsibilities', lang),
  benefits: inLanguage(row, 'benefits', lang),
}));
