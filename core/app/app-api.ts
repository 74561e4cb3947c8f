import type { StorefrontCtx } from '../checkout/context.ts';
import { withTransaction } from '../shared/context.ts';
import { versionAtLeast } from './constants.ts';
import { ZRegisterDeviceInput } from './schema.ts';
import { listSliders } from './sliders.ts';

/**
 * The merchant's app registers a device for push messages (or says it is still there): a token
 * seen again is the same device, enabled again with its new version. The merchant's app version
 * is the newest any device reported.
 */
export function registerDevice(ctx: StorefrontCtx, raw: { token: string; platform: 'ios' | 'android'; appVersion: string }): Promise<{ id: string }> {
  const input = ZRegisterDeviceInput.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const now = tx.now();
    const device = await tx.db.appDevice.upsert({
      where: { merchantId_token: { merchantId: tx.merchantId, token: input.token } },
      create: { merchantId: tx.merchantId, token: input.token, platform: input.platform, appVersion: input.appVersion, lastSeenAt: now },
      update: { platform: input.platform, appVersion: input.appVersion, lastSeenAt: now, disabledAt: null },
      select: { id: true },
    });
    const setting = await tx.db.appSetting.findUnique({ where: { merchantId: tx.merchantId }, select: { appVersion: true } });
    if (!setting) await tx.db.appSetting.create({ data: { merchantId: tx.merchantId, appVersion: input.appVersion } });
    else if (!versionAtLeast(setting.appVersion, input.appVersion) || setting.appVersion === '') await tx.db.appSetting.update({ where: { merchantId: tx.merchantId }, data: { appVersion: input.appVersion } });
    return device;
  });
}

/** The public sliders, in the app's order. */
export async function publicSliders(ctx: StorefrontCtx) {
  const sliders = await listSliders(ctx, true);
  return sliders.map(({ id, picture, title, url, nativeFunction }) => ({ id, picture, title, url, nativeFunction }));
}
