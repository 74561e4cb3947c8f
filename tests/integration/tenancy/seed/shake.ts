import QRCode from 'qrcode';
import { createShakeCampaign, startShakeCampaign } from '../../../../core/shake/campaigns.ts';
import { appToken } from '../../../../core/shake/app-token.ts';
import { shake } from '../../../../core/shake/play.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { addDaysTo, localDate } from '../../../../core/shared/time.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';

export interface ShakeFixtures {
  /** A pending campaign (editable), and a running one with a win. */
  campaignId: string;
  runningId: string;
  shakeUserId: string;
  phone: string;
  token: string;
  winId: string;
  pictureId: string;
}

/** A's shake campaigns, a verified shake user of A who won, texts carrying A's marker. */
export async function seedShake(ctx: Ctx, marker: string): Promise<ShakeFixtures> {
  const picture = (await saveUpload(ctx, 'content-picture', `${marker}.png`, await QRCode.toBuffer(`shake ${marker}`))).id;
  const today = localDate(ctx.now(), ctx.timeZone);
  const form = {
    name: `Shake ${marker}`,
    detail: marker,
    gameType: 'fcfs' as const,
    startsOn: addDaysTo(today, -1),
    endsOn: addDaysTo(today, 30),
    wholeDay: true,
    totalShake: 100,
    totalPerDay: 5,
    firstCheckpoint: 0,
    prizes: [{ pictureId: picture, name: `Prize ${marker}`, quantity: 5 }],
  };
  const pending = await createShakeCampaign(ctx, form);
  const running = await createShakeCampaign(ctx, form);
  await startShakeCampaign(ctx, running.id);
  const phone = '+60129876543';
  const user = await ctx.db.shakeUser.create({ data: { merchantId: ctx.merchantId, phone, name: `Player ${marker}`, nameKey: `player ${marker}`.toLowerCase(), email: `${marker.toLowerCase()}@alpha.test`, verifiedAt: ctx.now() }, select: { id: true } });
  const token = appToken(ctx, user.id);
  const win = await shake(ctx, { userId: user.id, token, campaignId: running.id });
  return { campaignId: pending.id, runningId: running.id, shakeUserId: user.id, phone, token, winId: win.recordId, pictureId: picture };
}
