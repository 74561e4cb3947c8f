import QRCode from 'qrcode';
import { createBranch } from '../../../../core/profile/branches.ts';
import { saveBusinessHours } from '../../../../core/profile/business-hours.ts';
import { ZBusinessHoursInput } from '../../../../core/profile/hours-schema.ts';
import { ZClassifiedInput } from '../../../../core/profile/classified-schema.ts';
import { createCompanyTag } from '../../../../core/profile/company-tags.ts';
import { ZContactInput } from '../../../../core/profile/contact-schema.ts';
import { saveBusinessNatures, saveClassified, saveContact, saveHomepage } from '../../../../core/profile/profile.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';

export interface ProfileFixtures {
  branchId: string;
  companyTagId: string;
  wechatQrId: string;
  headerPictureId: string;
}

/** Merchant A's company profile: a branch with hours, the company's hours, a tag, contact, homepage and classified, carrying A's marker. */
export async function seedProfile(ctx: Ctx, marker: string): Promise<ProfileFixtures> {
  const branch = await createBranch(ctx, { nameEn: `Branch ${marker}`, nameCn: '', nameBm: '', detailEn: marker, detailCn: '', detailBm: '', address: `Jalan ${marker}`, phone: '', visibility: 'public', sort: 0 });
  const week = [{ dayId: 1, ranges: [{ opensAt: '09:00', closesAt: '17:00' }] }];
  await saveBusinessHours(ctx, ZBusinessHoursInput.parse({ branchId: branch.id, days: week, closedDays: [{ day: '2026-12-31', note: marker }] }));
  await saveBusinessHours(ctx, ZBusinessHoursInput.parse({ days: week, closedDays: [{ day: '2026-12-30', note: marker }] }));
  const tag = await createCompanyTag(ctx, { name: `Tag ${marker}` });
  const qr = await saveUpload(ctx, 'profile-picture', `${marker}-qr.png`, await QRCode.toBuffer(`${marker} wechat`));
  const header = await saveUpload(ctx, 'profile-header', `${marker}-header.png`, await QRCode.toBuffer(`${marker} header`));
  await saveContact(ctx, ZContactInput.parse({ wechatId: marker, wechatQrId: qr.id, email: `${marker.toLowerCase()}@alpha.test`, socialUrls: `https://alpha.test/${marker}` }));
  await saveHomepage(ctx, { headerPictureId: header.id, mainPictureId: null, introEn: marker, introCn: '', introBm: '' });
  await saveClassified(ctx, ZClassifiedInput.parse({ listed: true, category: 'retail', title: marker, keywords: [marker] }));
  await saveBusinessNatures(ctx, ['retail']);
  return { branchId: branch.id, companyTagId: tag.id, wechatQrId: qr.id, headerPictureId: header.id };
}
