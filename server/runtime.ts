import { loadConfig, type AppConfig } from '../core/platform/config.ts';
import { openDatabase, type Database } from '../core/db/database.ts';
import { ensureMigrated } from '../core/db/migrations.ts';
import { loadSecretKey } from '../core/platform/secret-box.ts';
import { syncVersions } from '../core/versions/service.ts';
import type { CoreEnv } from '../core/shared/context.ts';
import { googleBusinessFor } from './integrations/google-business/google-business-for.ts';
import { keywordProviderFor } from './integrations/keywords/keyword-provider-for.ts';
import { smsSenderFor } from './integrations/sms/sms-sender-for.ts';
import { whatsappSenderFor } from './integrations/whatsapp/whatsapp-sender-for.ts';
import { pushServiceFor } from './integrations/push/push-service-for.ts';
import { webPushSenderFor } from './integrations/web-push/web-push-sender-for.ts';
import { dnsLookupFor } from './integrations/dns/dns-lookup-for.ts';
import { marketplacesFor } from './integrations/marketplaces-for.ts';
import { deliveryPartnerFor } from './integrations/delivery-partner/delivery-partner-for.ts';
import { parcelTrackingFor } from './integrations/parcel-tracking/parcel-tracking-for.ts';
import { parcelRatesFor } from './integrations/parcel-rates/parcel-rates-for.ts';
import { socialNetworksFor } from './integrations/social-for.ts';
import { storageFor } from './integrations/storage-for.ts';
import { aiFor } from './integrations/ai/ai-for.ts';
import { cardPaymentsFor } from './integrations/card-payments/card-payments-for.ts';
import { myInvoisFor } from './integrations/myinvois/myinvois-for.ts';

/** What a process (server, CLI, test) needs to call core: the database and the process-wide services. */
export interface Runtime {
  config: AppConfig;
  database: Database;
  env: CoreEnv;
  close(): Promise<void>;
}

/** Opens the database (migrating it first when asked) and the services around it. */
export async function openRuntime(config: AppConfig = loadConfig(), options: { migrate?: boolean } = {}): Promise<Runtime> {
  const migrated = options.migrate ? await ensureMigrated(config.databaseUrl) : [];
  const database = await openDatabase(config.databaseUrl);
  if (migrated.length > 0) await syncVersions(database.client);
  const env: CoreEnv = {
    secretKey: loadSecretKey(config.dataDir),
    publicUrl: config.publicUrl,
    storage: await storageFor(config.storage),
    keywordProvider: keywordProviderFor(config.keywordProvider),
    googleBusiness: googleBusinessFor(config.googleBusiness),
    smsSender: smsSenderFor(config.smsProvider),
    whatsappSender: whatsappSenderFor(config.whatsappProvider),
    pushService: pushServiceFor(config.pushProvider),
    webPushSender: webPushSenderFor(config.webPushProvider),
    dns: dnsLookupFor(config.dnsProvider),
    marketplaces: marketplacesFor(config.marketplaces),
    deliveryPartner: deliveryPartnerFor(config.deliveryPartner),
    parcelTracking: parcelTrackingFor(config.parcelServices),
    parcelRates: parcelRatesFor(config.parcelServices),
    social: socialNetworksFor(config.social),
    ai: aiFor(config.ai),
    cardPayments: cardPaymentsFor(config.cardPayments),
    myInvois: myInvoisFor(config.myInvois),
    ...(config.accessLinkKey && { accessLinkKey: Buffer.from(config.accessLinkKey, 'utf8') }),
  };
  return { config, database, env, close: () => database.close() };
}
