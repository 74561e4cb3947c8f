import type { Database, Db, DbClient } from '../db/database.ts';
import type { Engine } from '../db/schema-render.ts';
import type { Storage } from '../storage/storage.ts';
import type { PermissionMap } from '../permissions/modules.ts';
import type { GoogleBusiness } from '../content/google-reviews/google-business.ts';
import type { KeywordProvider } from '../reports/keyword-provider.ts';
import type { SmsSender } from '../shake/sms-port.ts';
import type { WhatsappSender } from '../website/whatsapp-port.ts';
import type { PushService } from '../app/push-port.ts';
import type { WebPushSender } from '../web-push/sender-port.ts';
import type { DnsLookup } from '../email-protection/dns-lookup.ts';
import type { Marketplaces } from '../marketplaces/port.ts';
import type { SocialNetworks } from '../social/networks.ts';
import type { DeliveryPartner } from '../delivery-partner/port.ts';
import type { ParcelTracking } from '../parcels/tracking/port.ts';
import type { ParcelRates } from '../parcels/rates/port.ts';
import type { AiChat } from '../ai/port.ts';
import type { CardPayments } from '../payments/port.ts';
import type { MyInvois } from '../e-invoice/myinvois-port.ts';

/** Who made a request and from where; written into user logs and sessions. */
export interface RequestInfo {
  ip: string;
  userAgent: string;
  /** The dashboard location that made the call (the 'current-url' header). */
  currentUrl?: string;
}

/** Process-wide services core needs: the key for sealed secrets, the dashboard's address for links, file storage. */
export interface CoreEnv {
  secretKey: Buffer;
  publicUrl: string;
  storage: Storage;
  /** Google positions and search queries (KEYWORD_PROVIDER, docs/reports.md); absent when none is set up. */
  keywordProvider?: KeywordProvider;
  /** Google Business Profile, for the merchant's Google reviews (GOOGLE_CLIENT_ID, docs/google-reviews.md); absent when none is set up. */
  googleBusiness?: GoogleBusiness;
  /** The SMS gateway (SMS_PROVIDER, docs/shake-campaigns.md); absent when none is set up. */
  smsSender?: SmsSender;
  /** The WhatsApp provider for order and enquiry notifications (WHATSAPP_PROVIDER, docs/website.md); absent when none is set up. */
  whatsappSender?: WhatsappSender;
  /** The push service for the merchants' apps (PUSH_PROVIDER, docs/app.md); absent when none is set up. */
  pushService?: PushService;
  /** The browsers' push services for the merchants' web push (WEB_PUSH_PROVIDER, docs/web-push.md); absent only where a runtime is made without it. */
  webPushSender?: WebPushSender;
  /** TXT records for advanced e-mail protection (DNS_PROVIDER, docs/email-protection.md); absent only where a runtime is made without it. */
  dns?: DnsLookup;
  /** The on-demand delivery partner (DELIVERY_PARTNER_API_URL, docs/delivery-partner.md); absent only where a runtime is made without it. */
  deliveryPartner?: DeliveryPartner;
  /** The parcel tracking service (PARCEL_TRACKING_API_URL, docs/parcels.md); absent only where a runtime is made without it. */
  parcelTracking?: ParcelTracking;
  /** The parcel-rate service (PARCEL_RATES_API_URL, docs/parcels.md); absent only where a runtime is made without it. */
  parcelRates?: ParcelRates;
  /** The key trusted systems sign sign-in links with (ACCESS_LINK_KEY, docs/access-links.md); absent: such links are refused. */
  accessLinkKey?: Buffer;
  /** The online marketplaces shops connect to (docs/marketplaces.md); a platform not set up is absent. */
  marketplaces?: Marketplaces;
  /** Facebook pages, Instagram and TikTok for social sync and the chatbot (docs/social-sync.md); a network not set up is absent. */
  social?: SocialNetworks;
  /** The AI models generations call (AI_API_URL, docs/ai.md); absent when none is set up. */
  ai?: AiChat;
  /** The card payment provider for purchases (STRIPE_SECRET_KEY, docs/credits.md); absent when none is set up. */
  cardPayments?: CardPayments;
  /** LHDN's MyInvois, where e-invoices are submitted (MYINVOIS_CLIENT_ID, docs/e-invoice.md); absent when none is set up. */
  myInvois?: MyInvois;
}

/** What every core function gets when nobody is signed in (sign-in, password reset, ...). */
export interface BaseCtx {
  /** The root client, or the open transaction inside withTransaction. */
  db: DbClient;
  /** The root client; only withTransaction uses it. */
  root: Db;
  /** Which database engine is behind db, for the few queries that differ. */
  engine: Engine;
  inTransaction: boolean;
  now: () => Date;
  request: RequestInfo;
  env: CoreEnv;
}

/** A signed-in user of one merchant. Every read and write is scoped by merchantId. */
export interface Ctx extends BaseCtx {
  merchantId: string;
  userId: string;
  sessionId: string;
  isMasterAdmin: boolean;
  permissions: PermissionMap;
  timeZone: string;
}

/** A context for one merchant with no signed-in user: what a scheduled run (cron) works in. */
export function systemCtx(base: BaseCtx, merchant: { id: string; timeZone: string }): Ctx {
  return { ...base, merchantId: merchant.id, userId: '', sessionId: '', isMasterAdmin: false, permissions: {}, timeZone: merchant.timeZone };
}

/** Runs fn in one transaction; inside one already, it joins it. */
export function withTransaction<C extends BaseCtx, T>(ctx: C, fn: (tx: C) => Promise<T>, timeoutMs = 15_000): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  return ctx.root.$transaction((db) => fn({ ...ctx, db, inTransaction: true }), { timeout: timeoutMs, maxWait: timeoutMs });
}

export function baseContext(database: Database, env: CoreEnv, request: RequestInfo, now: () => Date = () => new Date()): BaseCtx {
  return { db: database.client, root: database.client, engine: database.engine, inTransaction: false, now, request, env };
}
