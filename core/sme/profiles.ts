import { mediaUrl } from '../catalogue/media.ts';
import type { TSmeCompany } from './schema.ts';
import type { TSmeIndustry, TSmeIntention } from './constants.ts';

/** What other members may read of a profile: the published fields, never the contact. */
export const PUBLIC_SELECT = {
  id: true,
  merchantId: true,
  memberNo: true,
  companyName: true,
  industry: true,
  homeTitle: true,
  shortServices: true,
  state: true,
  area: true,
  founded: true,
  employees: true,
  intentions: true,
  certificatePhotoId: true,
  joinedAt: true,
} as const;

export const CONTACT_SELECT = { contactName: true, contactPhone: true, contactEmail: true } as const;

export interface PublicRow {
  id: string;
  merchantId: string;
  memberNo: number;
  companyName: string;
  industry: string;
  homeTitle: string;
  shortServices: string;
  state: string;
  area: string;
  founded: number;
  employees: string;
  intentions: string;
  certificatePhotoId: string;
  joinedAt: Date;
}

/** Intention codes as stored: each wrapped in commas, so one is found with contains ',code,'. */
export const storedIntentions = (codes: readonly string[]): string => `,${[...new Set(codes)].join(',')},`;
export const intentionsOf = (stored: string): TSmeIntention[] => stored.split(',').filter(Boolean) as TSmeIntention[];

/** A profile as another member sees it; the pictures at their public addresses under the owner's merchant. */
export function publicCompany({ merchantId, certificatePhotoId, ...row }: PublicRow): TSmeCompany {
  return { ...row, industry: row.industry as TSmeIndustry, intentions: intentionsOf(row.intentions), certificatePhoto: mediaUrl(merchantId, certificatePhotoId, 'thumb') };
}

export const contactOf = (row: { contactName: string; contactPhone: string; contactEmail: string }) => ({ name: row.contactName, phone: row.contactPhone, email: row.contactEmail });
