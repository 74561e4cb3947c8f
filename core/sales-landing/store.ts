import { mediaUrl } from '../catalogue/media.ts';
import type { DbClient } from '../db/database.ts';
import { notFound } from '../shared/errors.ts';
import type { TSalesPerson } from './schema.ts';

type Tenant = { db: DbClient; merchantId: string };

export const PERSON_SELECT = {
  id: true,
  name: true,
  contact: true,
  email: true,
  position: true,
  facebookUrl: true,
  instagramUrl: true,
  tiktokUrl: true,
  whatsapp: true,
  customUrl: true,
  metaTitle: true,
  metaDescription: true,
  photoId: true,
  nameCardId: true,
  backgroundId: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** A stored picture's addresses (null when none). */
export const pictureOf = (merchantId: string, id: string | null) => (id ? { id, url: mediaUrl(merchantId, id, 'full'), thumb: mediaUrl(merchantId, id, 'thumb') } : null);

type PersonRow = { photoId: string | null; nameCardId: string | null; backgroundId: string | null } & Omit<TSalesPerson, 'photo' | 'nameCard' | 'background'>;

export function personOf(merchantId: string, { photoId, nameCardId, backgroundId, ...row }: PersonRow): TSalesPerson {
  return { ...row, photo: pictureOf(merchantId, photoId), nameCard: pictureOf(merchantId, nameCardId), background: pictureOf(merchantId, backgroundId) };
}

/** One sales person of the merchant; not found for another merchant's id. */
export async function loadSalesPerson(tx: Tenant, id: string): Promise<TSalesPerson> {
  const row = await tx.db.salesPerson.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: PERSON_SELECT });
  if (!row) throw notFound('salesPerson');
  return personOf(tx.merchantId, row);
}

/** The person's name and customization, or not found. */
export async function salesPersonRecord(tx: Tenant, id: string) {
  const row = await tx.db.salesPerson.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { id: true, name: true, customization: true } });
  if (!row) throw notFound('salesPerson');
  return row;
}
