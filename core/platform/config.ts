import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marketplacesConfig, type MarketplacesConfig } from '../marketplaces/config.ts';
import { socialConfig, type SocialConfig } from '../social/config.ts';
import { storageConfig, type StorageConfig } from '../storage/config.ts';
import { aiConfig, type AiProviderConfig } from '../ai/config.ts';
import { cardPaymentsConfig, type CardPaymentsConfig } from '../payments/config.ts';
import { myInvoisConfig, type MyInvoisConfig } from '../e-invoice/myinvois-config.ts';

/** The project's root folder (where package.json is). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppConfig {
  dataDir: string;
  /** Where uploads, error files, job results and PDFs are kept (core/storage/config.ts). */
  storage: StorageConfig;
  databaseUrl: string;
  port: number;
  host: string;
  production: boolean;
  /** SMTP connection URL; without it mail waits in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base URL of the dashboard, used in links sent by e-mail. */
  publicUrl: string;
  jobs: JobLimits;
  /** Days raw storefront events are kept before only their rollups remain (docs/reports.md). */
  eventRetentionDays: number;
  /** Where Google positions and search queries come from (docs/reports.md); null: nowhere, so none are checked. */
  keywordProvider: KeywordProviderConfig | null;
  /** Google Business Profile for the merchants' Google reviews (docs/google-reviews.md); null: not set up. */
  googleBusiness: GoogleBusinessConfig | null;
  /** The SMS gateway for shake users' one-time codes (docs/shake-campaigns.md); null: not set up. */
  smsProvider: SmsProviderConfig | null;
  /** The WhatsApp provider for the merchants' order and enquiry notifications (docs/website.md); null: not set up. */
  whatsappProvider: WhatsappProviderConfig | null;
  /** The push service for messages to the merchants' apps (docs/app.md); null: not set up, messages wait. */
  pushProvider: PushProviderConfig | null;
  /** The browsers' push services for web push (docs/web-push.md): the web-push library, or its simulator. */
  webPushProvider: WebPushProviderConfig;
  /** Where the DNS records of advanced e-mail protection come from (docs/email-protection.md): the system's resolver, or the simulator. */
  dnsProvider: DnsProviderConfig;
  /** The on-demand delivery partner's API (docs/delivery-partner.md): its address and market, or its simulator. */
  deliveryPartner: DeliveryPartnerConfig;
  /** ACCESS_LINK_KEY: the key trusted systems sign sign-in links with (docs/access-links.md); undefined: such links are refused. */
  accessLinkKey: string | undefined;
  /** The parcel tracking and parcel-rate services (docs/parcels.md): their addresses, or their simulators. */
  parcelServices: ParcelServicesConfig;
  /** The AI models for generations (docs/ai.md): an OpenAI-compatible API, or its simulator; null: not set up. */
  ai: AiProviderConfig | null;
  /** The card payment provider for purchases (docs/credits.md): Stripe, or its simulator; null: not set up. */
  cardPayments: CardPaymentsConfig | null;
  /** LHDN's MyInvois for e-invoices (docs/e-invoice.md): the intermediary's credentials, or its simulator; null: not set up. */
  myInvois: MyInvoisConfig | null;
  /** The Shopee-type and Lazada-type marketplaces' platforms or their simulators (docs/marketplaces.md). */
  marketplaces: MarketplacesConfig;
  /** Facebook, Instagram and TikTok apps for social sync and the chatbot, or their simulators (docs/social-sync.md). */
  social: SocialConfig;
}

export type ParcelServicesConfig = { kind: 'simulator' } | { kind: 'http'; trackingUrl: string; ratesUrl: string };

/** SIMULATORS=1 or PARCEL_SERVICES=simulator: the simulators; otherwise the providers' addresses (each merchant brings its own keys). */
function parcelServices(env: NodeJS.ProcessEnv): ParcelServicesConfig {
  if (env.SIMULATORS === '1' || env.PARCEL_SERVICES === 'simulator') return { kind: 'simulator' };
  return { kind: 'http', trackingUrl: env.PARCEL_TRACKING_API_URL || 'https://seller.tracking.my/api', ratesUrl: env.PARCEL_RATES_API_URL || 'https://connect.easyparcel.my' };
}

export type KeywordProviderConfig = { kind: 'simulator' } | { kind: 'http'; url: string; key: string; country: string };

/**
 * SIMULATORS=1 (npm run dev -- --simulators, the tests) or KEYWORD_PROVIDER=simulator needs no
 * network; KEYWORD_PROVIDER=http, or KEYWORD_API_URL set, calls KEYWORD_API_URL with KEYWORD_API_KEY.
 */
function keywordProvider(env: NodeJS.ProcessEnv): KeywordProviderConfig | null {
  const kind = env.SIMULATORS === '1' ? 'simulator' : env.KEYWORD_PROVIDER || (env.KEYWORD_API_URL ? 'http' : '');
  if (kind === '') return null;
  if (kind === 'simulator') return { kind };
  if (kind !== 'http') throw new Error(`KEYWORD_PROVIDER must be http or simulator (got ${kind})`);
  if (!env.KEYWORD_API_URL || !env.KEYWORD_API_KEY) throw new Error('KEYWORD_PROVIDER=http needs KEYWORD_API_URL and KEYWORD_API_KEY');
  return { kind, url: env.KEYWORD_API_URL, key: env.KEYWORD_API_KEY, country: env.KEYWORD_API_COUNTRY || 'my' };
}

export type SmsProviderConfig = { kind: 'simulator' } | { kind: 'http'; url: string; accountId: string; key: string; from: string };

/** SIMULATORS=1 or SMS_PROVIDER=simulator needs no network; SMS_API_URL with SMS_ACCOUNT_ID, SMS_API_KEY and SMS_FROM calls the gateway. */
function smsProvider(env: NodeJS.ProcessEnv): SmsProviderConfig | null {
  if (env.SIMULATORS === '1' || env.SMS_PROVIDER === 'simulator') return { kind: 'simulator' };
  if (!env.SMS_API_URL) return null;
  if (!env.SMS_ACCOUNT_ID || !env.SMS_API_KEY || !env.SMS_FROM) throw new Error('SMS_API_URL needs SMS_ACCOUNT_ID, SMS_API_KEY and SMS_FROM');
  return { kind: 'http', url: env.SMS_API_URL, accountId: env.SMS_ACCOUNT_ID, key: env.SMS_API_KEY, from: env.SMS_FROM };
}

export type PushProviderConfig = { kind: 'simulator' } | { kind: 'http'; url: string; project: string; key: string };

/** SIMULATORS=1 or PUSH_PROVIDER=simulator needs no network; PUSH_API_URL with PUSH_PROJECT and PUSH_API_KEY calls the push service. */
function pushProvider(env: NodeJS.ProcessEnv): PushProviderConfig | null {
  if (env.SIMULATORS === '1' || env.PUSH_PROVIDER === 'simulator') return { kind: 'simulator' };
  if (!env.PUSH_API_URL) return null;
  if (!env.PUSH_PROJECT || !env.PUSH_API_KEY) throw new Error('PUSH_API_URL needs PUSH_PROJECT and PUSH_API_KEY');
  return { kind: 'http', url: env.PUSH_API_URL, project: env.PUSH_PROJECT, key: env.PUSH_API_KEY };
}

export type WebPushProviderConfig = { kind: 'simulator' } | { kind: 'library'; subject: string };

/**
 * Web push needs no account: the merchant's own VAPID keys sign each message. SIMULATORS=1 or
 * WEB_PUSH_PROVIDER=simulator records the messages instead of sending them. The VAPID subject
 * (a contact for the push services) is WEB_PUSH_SUBJECT, else the dashboard's https address,
 * else MAIL_FROM's address as a mailto: link.
 */
function webPushProvider(env: NodeJS.ProcessEnv, publicUrl: string, mailFrom: string): WebPushProviderConfig {
  if (env.SIMULATORS === '1' || env.WEB_PUSH_PROVIDER === 'simulator') return { kind: 'simulator' };
  if (env.WEB_PUSH_PROVIDER && env.WEB_PUSH_PROVIDER !== 'library') throw new Error(`WEB_PUSH_PROVIDER must be library or simulator (got ${env.WEB_PUSH_PROVIDER})`);
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { kind: 'library', subject: env.WEB_PUSH_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : `mailto:${address}`) };
}

export type DnsProviderConfig = { kind: 'system' | 'simulator' };

/** SIMULATORS=1 or DNS_PROVIDER=simulator reads fixed records; otherwise the system's resolver answers. */
function dnsProvider(env: NodeJS.ProcessEnv): DnsProviderConfig {
  if (env.SIMULATORS === '1' || env.DNS_PROVIDER === 'simulator') return { kind: 'simulator' };
  if (env.DNS_PROVIDER && env.DNS_PROVIDER !== 'system') throw new Error(`DNS_PROVIDER must be system or simulator (got ${env.DNS_PROVIDER})`);
  return { kind: 'system' };
}

export type DeliveryPartnerConfig = { kind: 'simulator' } | { kind: 'http'; url: string; market: string };

/**
 * Each merchant brings its own keys; the server knows only where the API is: SIMULATORS=1 or
 * DELIVERY_PARTNER=simulator uses the simulator, otherwise DELIVERY_PARTNER_API_URL (the
 * provider's sandbox unless set) in the market DELIVERY_PARTNER_MARKET (MY).
 */
function deliveryPartner(env: NodeJS.ProcessEnv): DeliveryPartnerConfig {
  if (env.SIMULATORS === '1' || env.DELIVERY_PARTNER === 'simulator') return { kind: 'simulator' };
  return { kind: 'http', url: env.DELIVERY_PARTNER_API_URL || 'https://rest.sandbox.lalamove.com', market: env.DELIVERY_PARTNER_MARKET || 'MY' };
}

export type WhatsappProviderConfig = { kind: 'simulator' } | { kind: 'http'; url: string; phoneNumberId: string; token: string };

/** SIMULATORS=1 or WHATSAPP_PROVIDER=simulator needs no network; WHATSAPP_API_URL with WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN calls the provider. */
function whatsappProvider(env: NodeJS.ProcessEnv): WhatsappProviderConfig | null {
  if (env.SIMULATORS === '1' || env.WHATSAPP_PROVIDER === 'simulator') return { kind: 'simulator' };
  if (!env.WHATSAPP_API_URL) return null;
  if (!env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_TOKEN) throw new Error('WHATSAPP_API_URL needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN');
  return { kind: 'http', url: env.WHATSAPP_API_URL, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID, token: env.WHATSAPP_TOKEN };
}

export type GoogleBusinessConfig = { kind: 'simulator' } | { kind: 'http'; clientId: string; clientSecret: string };

/**
 * SIMULATORS=1 or GOOGLE_BUSINESS=simulator needs no network; GOOGLE_CLIENT_ID with
 * GOOGLE_CLIENT_SECRET (the server's OAuth client at Google) calls Google itself.
 */
function googleBusiness(env: NodeJS.ProcessEnv): GoogleBusinessConfig | null {
  if (env.SIMULATORS === '1' || env.GOOGLE_BUSINESS === 'simulator') return { kind: 'simulator' };
  if (!env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) return null;
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) throw new Error('Google reviews need both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  return { kind: 'http', clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
}

/** How the job runner shares the machine (docs/jobs.md). */
export interface JobLimits {
  /** Jobs a process runs at once. */
  concurrency: number;
  /** Jobs of one merchant running at once, across processes. */
  perMerchant: number;
  /** How long a job may run before its commit. */
  timeLimitMs: number;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1 (got ${text})`);
  return value;
}

/** ACCESS_LINK_KEY, when set, must be long enough that it cannot be guessed: at least 32 characters. */
function accessLinkKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = env.ACCESS_LINK_KEY;
  if (!key) return undefined;
  if (key.length < 32) throw new Error('ACCESS_LINK_KEY must be at least 32 characters long');
  return key;
}

/** Reads the environment once; every default keeps a fresh checkout working with no set-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(projectRoot, 'data'));
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got ${env.PORT})`);
  const host = env.HOST ?? '0.0.0.0';
  const mailFrom = env.MAIL_FROM ?? 'Merchant System <no-reply@merchant.local>';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    dataDir,
    storage: storageConfig(env, dataDir),
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(dataDir, 'merchant.db')}`,
    port,
    host,
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    publicUrl,
    jobs: {
      concurrency: positiveInteger(env, 'JOB_CONCURRENCY', 2),
      perMerchant: positiveInteger(env, 'JOB_CONCURRENCY_PER_MERCHANT', 1),
      timeLimitMs: positiveInteger(env, 'JOB_TIME_LIMIT_MINUTES', 30) * 60_000,
    },
    eventRetentionDays: positiveInteger(env, 'EVENT_RETENTION_DAYS', 90),
    keywordProvider: keywordProvider(env),
    smsProvider: smsProvider(env),
    whatsappProvider: whatsappProvider(env),
    pushProvider: pushProvider(env),
    webPushProvider: webPushProvider(env, publicUrl, mailFrom),
    dnsProvider: dnsProvider(env),
    deliveryPartner: deliveryPartner(env),
    googleBusiness: googleBusiness(env),
    accessLinkKey: accessLinkKey(env),
    marketplaces: marketplacesConfig(env),
    social: socialConfig(env),
    parcelServices: parcelServices(env),
    ai: aiConfig(env),
    cardPayments: cardPaymentsConfig(env),
    myInvois: myInvoisConfig(env),
  };
}
