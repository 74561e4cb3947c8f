import { creditEntries } from '../credits/entries.ts';
import type { Ctx } from '../shared/context.ts';
import { MIN_APP_VERSION } from './constants.ts';
import { ZSmsCreditInput } from './schema.ts';
import type { z } from 'zod';

/** The SMS credit balance and its ledger between two of the merchant's days (the one ledger, core/credits). */
export const smsCredits = (ctx: Ctx, raw: z.input<typeof ZSmsCreditInput>) => creditEntries(ctx, { kind: 'sms', ...ZSmsCreditInput.parse(raw) });

/** '8.4.10' > '8.4.2': compares the dotted numbers one by one. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** Whether the merchant's app is older than SMS and app management need (8.4.2); an unknown version is treated as older. */
export async function appVersionNotice(ctx: Ctx) {
  const row = await ctx.db.appSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: { appVersion: true } });
  const appVersion = row?.appVersion ?? '';
  return { appVersion, required: MIN_APP_VERSION, outdated: appVersion === '' || compareVersions(appVersion, MIN_APP_VERSION) < 0 };
}
