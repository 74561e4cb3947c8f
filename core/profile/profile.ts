import { mediaUrl } from '../catalogue/media.ts';
import { ownUpload } from '../content/pictures.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import type { UploadPurpose } from '../uploads/policies.ts';
import { audited } from '../user-logs/audited.ts';
import { BUSINESS_NATURE_IDS, MAX_BUSINESS_NATURES, type TBusinessNatureId } from './business-natures.ts';
import { ZClassified, type TClassified, type TClassifiedInput } from './classified-schema.ts';
import { ZContact, type TContact, type TContactDetail, type TContactInput } from './contact-schema.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';
import type { THomepage, THomepageInput } from './schema.ts';

const CATEGORY = 'profile_setting';
const columns = { businessNatures: true, classified: true, contact: true, headerPictureId: true, mainPictureId: true, introEn: true, introCn: true, introBm: true } as const;

type ProfileRow = { businessNatures: string; classified: string; contact: string; headerPictureId: string | null; mainPictureId: string | null; introEn: string; introCn: string; introBm: string };
const EMPTY: ProfileRow = { businessNatures: '[]', classified: '{}', contact: '{}', headerPictureId: null, mainPictureId: null, introEn: '', introCn: '', introBm: '' };

/** The merchant's profile row; a merchant that never saved one reads as empty. */
export async function profileRow(ctx: { db: Ctx['db']; merchantId: string }): Promise<ProfileRow> {
  return (await ctx.db.merchantProfile.findUnique({ where: { merchantId: ctx.merchantId }, select: columns })) ?? EMPTY;
}

/** A JSON column read back through its schema; text that no longer fits reads as the schema's empty value. */
function parsed<T>(text: string, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, empty: unknown): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = empty;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : (schema.safeParse(empty) as { success: true; data: T }).data;
}

export const naturesOf = (row: ProfileRow): TBusinessNatureId[] => {
  const ids: unknown = (() => {
    try {
      return JSON.parse(row.businessNatures);
    } catch {
      return [];
    }
  })();
  return Array.isArray(ids) ? ids.filter((id): id is TBusinessNatureId => (BUSINESS_NATURE_IDS as readonly unknown[]).includes(id)) : [];
};
export const classifiedOf = (row: ProfileRow): TClassified => parsed(row.classified, ZClassified, {});
export const contactOf = (row: ProfileRow): TContact => parsed(row.contact, ZContact, {});

function save(ctx: Ctx, action: string, data: Partial<ProfileRow>) {
  return audited(ctx, { action, category: CATEGORY }, (tx) =>
    tx.db.merchantProfile.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, ...data }, update: data, select: columns }),
  );
}

/** A picture the profile names must be one of the merchant's uploads for that purpose. */
async function assertPicture(ctx: Ctx, id: string | null, purpose: UploadPurpose, field: string) {
  if (id) await ownUpload(ctx, id, purpose, { code: 'PROFILE.PICTURE', message: M.pictureUnknown, field });
}

export async function getBusinessNatures(ctx: Ctx) {
  return { natures: naturesOf(await profileRow(ctx)), max: MAX_BUSINESS_NATURES };
}

export async function saveBusinessNatures(ctx: Ctx, natures: TBusinessNatureId[]) {
  const row = await save(ctx, msg('log.profile.naturesSaved'), { businessNatures: JSON.stringify(natures) });
  return { natures: naturesOf(row), max: MAX_BUSINESS_NATURES };
}

export async function getClassified(ctx: Ctx): Promise<TClassified> {
  return classifiedOf(await profileRow(ctx));
}

export async function saveClassified(ctx: Ctx, input: TClassifiedInput): Promise<TClassified> {
  return classifiedOf(await save(ctx, msg('log.profile.classifiedSaved'), { classified: JSON.stringify(input) }));
}

const contactDetail = (contact: TContact, merchantId: string): TContactDetail => ({ ...contact, wechatQr: contact.wechatQrId ? mediaUrl(merchantId, contact.wechatQrId, 'thumb') : null });

export async function getContact(ctx: Ctx): Promise<TContactDetail> {
  return contactDetail(contactOf(await profileRow(ctx)), ctx.merchantId);
}

export async function saveContact(ctx: Ctx, input: TContactInput): Promise<TContactDetail> {
  await assertPicture(ctx, input.wechatQrId, 'profile-picture', 'wechatQrId');
  return contactDetail(contactOf(await save(ctx, msg('log.profile.contactSaved'), { contact: JSON.stringify(input) })), ctx.merchantId);
}

const homepageOf = (row: ProfileRow, merchantId: string): THomepage => ({
  headerPictureId: row.headerPictureId,
  mainPictureId: row.mainPictureId,
  headerPicture: row.headerPictureId ? mediaUrl(merchantId, row.headerPictureId, 'thumb') : null,
  mainPicture: row.mainPictureId ? mediaUrl(merchantId, row.mainPictureId, 'thumb') : null,
  introEn: row.introEn,
  introCn: row.introCn,
  introBm: row.introBm,
});

export async function getHomepage(ctx: Ctx): Promise<THomepage> {
  return homepageOf(await profileRow(ctx), ctx.merchantId);
}

export async function saveHomepage(ctx: Ctx, input: THomepageInput): Promise<THomepage> {
  await assertPicture(ctx, input.headerPictureId, 'profile-header', 'headerPictureId');
  await assertPicture(ctx, input.mainPictureId, 'profile-picture', 'mainPictureId');
  return homepageOf(await save(ctx, msg('log.profile.homepageSaved'), input), ctx.merchantId);
}
