import webpush from 'web-push';
import type { BaseCtx } from '../shared/context.ts';
import { seal, unseal } from '../platform/secret-box.ts';
import type { VapidKeys } from './sender-port.ts';

type KeyCtx = Pick<BaseCtx, 'db' | 'env'> & { merchantId: string };

/**
 * The merchant's VAPID key pair, made on first need (webpush.generateVAPIDKeys). The private key
 * is kept sealed with the server's key (platform/secret-box.ts) and never leaves the server.
 * Two first calls at once both try to create the row; the loser reads the winner's, so a
 * merchant only ever has one pair (a new pair would orphan every subscription).
 */
async function keyRow(ctx: KeyCtx): Promise<{ publicKey: string; privateKeySealed: string }> {
  const select = { publicKey: true, privateKeySealed: true } as const;
  const found = await ctx.db.webPushSetting.findUnique({ where: { merchantId: ctx.merchantId }, select });
  if (found) return found;
  const pair = webpush.generateVAPIDKeys();
  try {
    return await ctx.db.webPushSetting.create({ data: { merchantId: ctx.merchantId, publicKey: pair.publicKey, privateKeySealed: seal(pair.privateKey, ctx.env.secretKey) }, select });
  } catch (error) {
    const winner = await ctx.db.webPushSetting.findUnique({ where: { merchantId: ctx.merchantId }, select });
    if (winner) return winner;
    throw error;
  }
}

/** The public key the website's service worker subscribes with (applicationServerKey). */
export async function publicKeyOf(ctx: KeyCtx): Promise<string> {
  return (await keyRow(ctx)).publicKey;
}

/** Both keys, for signing a send. */
export async function vapidKeysOf(ctx: KeyCtx): Promise<VapidKeys> {
  const row = await keyRow(ctx);
  return { publicKey: row.publicKey, privateKey: unseal(row.privateKeySealed, ctx.env.secretKey) };
}
