import { z } from 'zod';
import { mediaUrl } from '../catalogue/media.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import { inLanguage, type TStorefrontLanguage } from '../content/localized.ts';
import { BUSINESS_NATURES } from './business-natures.ts';
import { noHours, publicHoursSets } from './business-hours.ts';
import { ZBusinessHours } from './hours-schema.ts';
import { classifiedOf, contactOf, naturesOf, profileRow } from './profile.ts';
import type { TPublicProfile } from './schema.ts';

/** The company's profile for its website, in the language asked for (English where a translation is empty). */
export async function publicProfile(store: StorefrontCtx, lang: TStorefrontLanguage): Promise<TPublicProfile> {
  const [row, tags] = await Promise.all([
    profileRow(store),
    store.db.companyTag.findMany({ where: { merchantId: store.merchantId }, select: { name: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  ]);
  const { wechatQrId, ...contact } = contactOf(row);
  const classified = classifiedOf(row);
  const full = (id: string | null) => (id ? mediaUrl(store.merchantId, id, 'full') : null);
  return {
    natures: naturesOf(row).map((id) => {
      const nature = BUSINESS_NATURES.find((n) => n.id === id)!;
      return { id, name: nature[lang] };
    }),
    // Only a listed business shows its classified.
    classified: classified.listed ? classified : null,
    contact: { ...contact, wechatQr: full(wechatQrId) },
    headerPicture: full(row.headerPictureId),
    mainPicture: full(row.mainPictureId),
    intro: inLanguage(row, 'intro', lang),
    tags: tags.map((t) => t.name),
  };
}

const ZOpenState = z.union([
  z.object({ open: z.literal(true), closesAt: z.string() }),
  z.object({
    open: z.literal(false),
    reason: z.enum(['closed_day', 'holiday', 'hours']),
    holiday: z.string().optional(),
    opensAt: z.object({ day: z.string(), time: z.string() }).nullable(),
  }),
]);
export const ZPublicHours = ZBusinessHours.omit({ branchId: true }).extend({ now: ZOpenState, holidays: z.array(z.object({ day: z.string(), name: z.string() })) });

export const ZPublicBranches = z.object({
  /** The company's own hours. */
  company: ZPublicHours,
  branches: z.array(z.object({ id: z.string(), name: z.string(), detail: z.string(), address: z.string(), phone: z.string(), hours: ZPublicHours })),
});
export type TPublicBranches = z.infer<typeof ZPublicBranches>;

const publicOf = ({ branchId: _branch, ...hours }: ReturnType<typeof noHours>) => hours;

/** The company's hours and its public branches with theirs, each open or not now on the merchant's clock. */
export async function publicBranches(store: StorefrontCtx, lang: TStorefrontLanguage): Promise<TPublicBranches> {
  const [branches, sets] = await Promise.all([
    store.db.branch.findMany({ where: { merchantId: store.merchantId, visibility: 'public' }, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }] }),
    publicHoursSets(store),
  ]);
  return {
    company: publicOf(sets.get(null) ?? noHours(null)),
    branches: branches.map((b) => ({
      id: b.id,
      name: inLanguage(b, 'name', lang),
      detail: inLanguage(b, 'detail', lang),
      address: b.address,
      phone: b.phone,
      hours: publicOf(sets.get(b.id) ?? noHours(b.id)),
    })),
  };
}
