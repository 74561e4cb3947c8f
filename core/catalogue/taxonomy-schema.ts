import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { CATALOGUE_MESSAGES as M } from './constants.ts';

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(150);
const text = (max: number) => z.string().trim().max(max).default('');

export const ZCategoryInput = z.object({
  parentId: z.string().min(1).nullable().default(null),
  nameEn: name(M.nameEmpty),
  nameCn: text(150),
  nameBm: text(150),
  detailEn: text(2000),
  detailCn: text(2000),
  detailBm: text(2000),
  pictureId: z.string().min(1).nullable().default(null),
  sort: z.number().int().min(0).max(1_000_000).default(0),
});
export type TCategoryInput = z.infer<typeof ZCategoryInput>;

export const ZCategoryNode = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  level: z.number().int(),
  nameEn: z.string(),
  nameCn: z.string(),
  nameBm: z.string(),
  detailEn: z.string(),
  detailCn: z.string(),
  detailBm: z.string(),
  pictureId: z.string().nullable(),
  picture: z.string().nullable(),
  sort: z.number().int(),
  productCount: z.number().int(),
  /** 'Main > Sub > Sub-sub', as imports and exports write it. */
  path: z.string(),
});
export type TCategoryNode = z.infer<typeof ZCategoryNode>;

export const ZTagInput = z.object({ name: name(M.tagEmpty).pipe(z.string().max(50)) });

export const ZBrandInput = z.object({
  nameEn: name(M.nameEmpty),
  nameCn: text(150),
  nameBm: text(150),
  detailEn: text(2000),
  detailCn: text(2000),
  detailBm: text(2000),
  pictureId: z.string().min(1).nullable().default(null),
});
export type TBrandInput = z.infer<typeof ZBrandInput>;

export const ZGoogleCategoryInput = z.object({ name: name(M.nameEmpty).pipe(z.string().max(300)) });

export const ZSpecNameInput = z.object({ nameEn: name(M.nameEmpty), nameCn: text(150), nameBm: text(150) });
export type TSpecNameInput = z.infer<typeof ZSpecNameInput>;

/** Lists of named things: search and pages. */
export const ZNamedListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional() });
export type TNamedListInput = z.infer<typeof ZNamedListInput>;

export const ZTagRow = z.object({ id: z.string(), name: z.string(), productCount: z.number().int(), createdAt: z.date() });
export const ZBrandRow = ZBrandInput.extend({ id: z.string(), picture: z.string().nullable(), productCount: z.number().int(), createdAt: z.date() });
export const ZGoogleCategoryRow = z.object({ id: z.string(), name: z.string(), productCount: z.number().int(), createdAt: z.date() });
export const ZSpecNameRow = z.object({ id: z.string(), nameEn: z.string(), nameCn: z.string(), nameBm: z.string(), productCount: z.number().int(), createdAt: z.date() });

export const ZTagPage = zPage(ZTagRow);
export const ZBrandPage = zPage(ZBrandRow);
export const ZGoogleCategoryPage = zPage(ZGoogleCategoryRow);
export const ZSpecNamePage = zPage(ZSpecNameRow);

export const ZIdInput = z.object({ id: z.string().min(1) });
const withId = { id: z.string().min(1) };
export const ZUpdateCategoryInput = ZCategoryInput.extend(withId);
export const ZUpdateTagInput = ZTagInput.extend(withId);
export const ZUpdateBrandInput = ZBrandInput.extend(withId);
export const ZUpdateGoogleCategoryInput = ZGoogleCategoryInput.extend(withId);
export const ZUpdateSpecNameInput = ZSpecNameInput.extend(withId);
