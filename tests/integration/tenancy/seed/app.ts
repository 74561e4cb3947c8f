import QRCode from 'qrcode';
import { createPushMessage } from '../../../../core/app/push-messages.ts';
import { createSlider } from '../../../../core/app/sliders.ts';
import { saveHighlights } from '../../../../core/app/settings.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';

export interface AppFixtures {
  appSliderId: string;
  appPictureId: string;
  appDeviceToken: string;
  /** A push message scheduled for tomorrow (so it can be cancelled). */
  pushMessageId: string;
}

/** Merchant A's app: a public slider, highlight settings, a registered device and a scheduled push message, carrying A's marker. */
export async function seedApp(ctx: Ctx, marker: string): Promise<AppFixtures> {
  const picture = await saveUpload(ctx, 'app-picture', `${marker}-slider.png`, await QRCode.toBuffer(`${marker} slider`));
  const slider = await createSlider(ctx, { pictureId: picture.id, title: `Slider ${marker}`, url: `https://${marker.toLowerCase()}.test/` });
  await saveHighlights(ctx, { highlights: ['ln_1'], sameAsMobile: false });
  const token = `device-${marker}`;
  await ctx.db.appDevice.create({ data: { merchantId: ctx.merchantId, token, platform: 'android', appVersion: '8.5.0', lastSeenAt: ctx.now() } });
  const push = await createPushMessage(ctx, { title: `Push ${marker}`, body: `Body ${marker}`, sendAt: new Date(ctx.now().getTime() + 86_400_000) });
  return { appSliderId: slider.id, appPictureId: picture.id, appDeviceToken: token, pushMessageId: push.id };
}
