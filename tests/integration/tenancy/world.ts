import QRCode from 'qrcode';
import { publishAnnouncement } from '../../../core/announcements/announcements.ts';
import { parseToken } from '../../../core/auth/tokens.ts';
import { resolveSession } from '../../../core/auth/sessions.ts';
import { baseContext } from '../../../core/shared/context.ts';
import { saveUpload } from '../../../core/uploads/service.ts';
import type { Runtime } from '../../../server/runtime.ts';
import { seedMerchant, seedSubUser, testRequest, uniqueName, type SeededMerchant } from '../../helpers/fixtures.ts';
import { seedCatalogue, type CatalogueFixtures } from './seed/catalogue.ts';
import { checkoutSecrets, seedCheckout, type CheckoutFixtures } from './seed/checkout.ts';
import { seedJobs, type JobFixtures } from './seed/jobs.ts';
import { seedOrders, type OrderFixtures } from './seed/orders.ts';
import { seedFulfilment, type FulfilmentFixtures } from './seed/fulfilment.ts';
import { seedSalesSettings, type SalesSettingsFixtures } from './seed/sales-settings.ts';
import { seedLoyalty, type LoyaltyFixtures } from './seed/loyalty.ts';
import { seedMemberFiles, type MemberFileFixtures } from './seed/member-files.ts';
import { seedRewardStation, type RewardStationFixtures } from './seed/reward-station.ts';
import { seedShake, type ShakeFixtures } from './seed/shake.ts';
import { seedMembers, type MemberFixtures } from './seed/members.ts';
import { seedPromotions, type PromotionFixtures } from './seed/promotions.ts';
import { seedTraffic, trafficSecrets, type TrafficFixtures } from './seed/traffic.ts';
import { seedMarketingReports, type MarketingReportFixtures } from './seed/marketing-reports.ts';
import { seedContent, type ContentFixtures } from './seed/content.ts';
import { seedPhotos, type PhotoFixtures } from './seed/photos.ts';
import { seedGallery, type GalleryFixtures } from './seed/gallery.ts';
import { seedGoogleReviews } from './seed/google-reviews.ts';
import { seedReviews, type ReviewFixtures } from './seed/reviews.ts';
import { seedDownloads, type DownloadFixtures } from './seed/downloads.ts';
import { seedServices, type ServiceFixtures } from './seed/services.ts';
import { seedCareers, type CareerFixtures } from './seed/careers.ts';
import { seedSalesLanding, type SalesLandingFixtures } from './seed/sales-landing.ts';
import { seedBooking, type BookingFixtures } from './seed/booking.ts';
import { seedContacts, type ContactFixtures } from './seed/contacts.ts';
import { seedKeywordMonitoring, type KeywordMonitoringFixtures } from './seed/keyword-monitoring.ts';
import { seedEmailMarketing, type EmailMarketingFixtures } from './seed/email-marketing.ts';
import { seedWebPush, type WebPushFixtures } from './seed/web-push.ts';
import { seedSocial, type SocialFixtures } from './seed/social.ts';
import { seedUtilityPages, type UtilityPageFixtures } from './seed/utility-pages.ts';
import { seedBusinessTag, type BusinessTagFixtures } from './seed/business-tag.ts';
import { seedSupport, type SupportFixtures } from './seed/support.ts';
import { seedReferral, type ReferralFixtures } from './seed/referral.ts';
import { seedApp, type AppFixtures } from './seed/app.ts';
import { seedWebsite, type WebsiteFixtures } from './seed/website.ts';
import { seedProfile, type ProfileFixtures } from './seed/profile.ts';
import { seedAccessLinks, type AccessLinkFixtures } from './seed/access-links.ts';
import { seedStoreMessages, type StoreMessageFixtures } from './seed/store-messages.ts';
import { seedLiveCommerce, type LiveCommerceFixtures } from './seed/live-commerce.ts';
import { seedContentGenerator, type ContentGeneratorFixtures } from './seed/content-generator.ts';
import { seedDeliveryPartner, type DeliveryPartnerFixtures } from './seed/delivery-partner.ts';
import { seedParcels, type ParcelFixtures } from './seed/parcels.ts';
import { seedMarketplaces, type MarketplaceFixtures } from './seed/marketplaces.ts';
import { seedWarranty, type WarrantyFixtures } from './seed/warranty.ts';
import { seedAiAssistants, type AiAssistantFixtures } from './seed/ai-assistants.ts';
import { seedAiChatbot, type AiChatbotFixtures } from './seed/ai-chatbot.ts';
import { seedPortalAds, type PortalAdFixtures } from './seed/portal-ads.ts';
import { seedMerchantPoints, type MerchantPointsFixtures } from './seed/merchant-points.ts';
import { seedPlugins, type PluginFixtures } from './seed/plugins.ts';
import { seedCardActivation, type CardActivationFixtures } from './seed/card-activation.ts';
import { seedSme, type SmeFixtures } from './seed/sme.ts';
import { seedEInvoice, type EInvoiceFixtures } from './seed/e-invoice.ts';
import { seedCredits, type CreditsFixtures } from './seed/credits.ts';

/** Records of merchant A that merchant B's calls reach for. Every text carries A's marker. */
export interface TenantFixtures {
  merchantId: string;
  marker: string;
  adminId: string;
  roleId: string;
  subUserId: string;
  subUsername: string;
  /** A session of A's sub-user. */
  sessionId: string;
  uploadId: string;
  announcementId: string;
  catalogue: CatalogueFixtures;
  jobs: JobFixtures;
  salesSettings: SalesSettingsFixtures;
  checkout: CheckoutFixtures;
  orders: OrderFixtures;
  fulfilment: FulfilmentFixtures;
  loyalty: LoyaltyFixtures;
  memberFiles: MemberFileFixtures;
  rewardStation: RewardStationFixtures;
  shake: ShakeFixtures;
  members: MemberFixtures;
  promotions: PromotionFixtures;
  traffic: TrafficFixtures;
  marketingReports: MarketingReportFixtures;
  content: ContentFixtures;
  photos: PhotoFixtures;
  gallery: GalleryFixtures;
  reviews: ReviewFixtures;
  downloads: DownloadFixtures;
  services: ServiceFixtures;
  careers: CareerFixtures;
  salesLanding: SalesLandingFixtures;
  booking: BookingFixtures;
  contacts: ContactFixtures;
  keywordMonitoring: KeywordMonitoringFixtures;
  emailMarketing: EmailMarketingFixtures;
  webPush: WebPushFixtures;
  social: SocialFixtures;
  /** The RFQ board, report shares and announcement reads. */
  utility: UtilityPageFixtures;
  businessTag: BusinessTagFixtures;
  support: SupportFixtures;
  referral: ReferralFixtures;
  app: AppFixtures;
  website: WebsiteFixtures;
  profile: ProfileFixtures;
  accessLinks: AccessLinkFixtures;
  storeMessages: StoreMessageFixtures;
  liveCommerce: LiveCommerceFixtures;
  contentGenerator: ContentGeneratorFixtures;
  deliveryPartner: DeliveryPartnerFixtures;
  parcels: ParcelFixtures;
  marketplaces: MarketplaceFixtures;
  warranty: WarrantyFixtures;
  aiAssistants: AiAssistantFixtures;
  aiChatbot: AiChatbotFixtures;
  portalAds: PortalAdFixtures;
  merchantPoints: MerchantPointsFixtures;
  plugins: PluginFixtures;
  cardActivation: CardActivationFixtures;
  sme: SmeFixtures;
  eInvoice: EInvoiceFixtures;
  credits: CreditsFixtures;
  /** A's ids and marker: none may appear in anything B receives. */
  secrets: string[];
}

/** Merchant A with one of everything the foundation stores. */
export async function seedTenantA(rt: Runtime): Promise<{ shop: SeededMerchant; fixtures: TenantFixtures }> {
  const marker = uniqueName('ALPHA');
  const shop = await seedMerchant(rt, `Shop ${marker}`);
  const admin = shop.admin.caller;
  const sub = await seedSubUser(rt, shop, { report: 'view', order: 'edit' });
  const role = (await admin.roles.list())[0]!;
  await admin.roles.update({ id: role.id, name: `Role ${marker}`, description: marker, permissions: role.permissions });
  await admin.account.updateRecipients({ kind: 'inquiry', emails: [`${marker.toLowerCase()}@alpha.test`], showAtWebsite: true });
  await rt.database.client.serviceInvoice.create({
    data: { merchantId: shop.merchantId, number: `INV-${marker}`, description: marker, amountSen: 9500, issuedAt: new Date(), dueAt: new Date() },
  });
  const base = baseContext(rt.database, rt.env, testRequest());
  await publishAnnouncement(base, { merchantId: shop.merchantId, title: `News ${marker}`, body: marker });
  const announcement = await rt.database.client.announcement.findFirstOrThrow({ where: { merchantId: shop.merchantId }, select: { id: true } });
  const signedIn = await resolveSession(base, shop.admin.token);
  const upload = await saveUpload(signedIn!.ctx, 'image', `${marker}.png`, await QRCode.toBuffer(marker));
  const catalogue = await seedCatalogue(signedIn!.ctx, marker);
  const jobs = await seedJobs(signedIn!.ctx, marker, catalogue);
  const salesSettings = await seedSalesSettings(signedIn!.ctx, marker, catalogue);
  const checkout = await seedCheckout(signedIn!.ctx, marker, catalogue, salesSettings.shippingOptionId);
  const orders = await seedOrders(signedIn!.ctx, marker, catalogue, salesSettings.shippingOptionId);
  const fulfilment = await seedFulfilment(signedIn!.ctx, marker, catalogue, salesSettings.shippingOptionId);
  const loyalty = await seedLoyalty(signedIn!.ctx, marker);
  const rewardStation = await seedRewardStation(signedIn!.ctx, marker, loyalty);
  const memberFiles = await seedMemberFiles(signedIn!.ctx, marker);
  const members = await seedMembers(signedIn!.ctx, marker, catalogue, salesSettings.shippingOptionId);
  const promotions = await seedPromotions(signedIn!.ctx, marker, catalogue);
  const traffic = await seedTraffic(signedIn!.ctx, marker, catalogue);
  const marketingReports = await seedMarketingReports(signedIn!.ctx, marker, catalogue);
  const content = await seedContent(signedIn!.ctx, marker);
  const photos = await seedPhotos(signedIn!.ctx, marker);
  const gallery = await seedGallery(signedIn!.ctx, marker);
  const downloads = await seedDownloads(signedIn!.ctx, marker);
  const services = await seedServices(signedIn!.ctx, marker);
  await seedGoogleReviews(signedIn!.ctx);
  const reviews = await seedReviews(signedIn!.ctx, marker, catalogue, members, salesSettings.shippingOptionId);
  const careers = await seedCareers(signedIn!.ctx, marker);
  const salesLanding = await seedSalesLanding(signedIn!.ctx, marker, sub.id);
  const businessTag = await seedBusinessTag(signedIn!.ctx, marker);
  const support = await seedSupport(signedIn!.ctx, marker);
  const referral = await seedReferral(signedIn!.ctx, marker, catalogue, salesSettings.shippingOptionId, members.memberId);
  const app = await seedApp(signedIn!.ctx, marker);
  const website = await seedWebsite(signedIn!.ctx, marker, catalogue);
  const profile = await seedProfile(signedIn!.ctx, marker);
  const shake = await seedShake(signedIn!.ctx, marker);
  const booking = await seedBooking(signedIn!.ctx, marker);
  const contacts = await seedContacts(signedIn!.ctx, marker);
  const keywordMonitoring = await seedKeywordMonitoring(signedIn!.ctx, marker);
  const emailMarketing = await seedEmailMarketing(signedIn!.ctx, marker);
  const webPush = await seedWebPush(signedIn!.ctx, marker);
  const social = await seedSocial(signedIn!.ctx, marker);
  const utility = await seedUtilityPages(signedIn!.ctx, marker, announcement.id);
  const accessLinks = await seedAccessLinks(signedIn!.ctx);
  const storeMessages = await seedStoreMessages(signedIn!.ctx, marker, catalogue);
  const liveCommerce = await seedLiveCommerce(signedIn!.ctx, marker, catalogue, social.pageId);
  const contentGenerator = await seedContentGenerator(signedIn!.ctx, marker);
  const deliveryPartner = await seedDeliveryPartner(signedIn!.ctx, marker);
  const parcels = await seedParcels(signedIn!.ctx, marker);
  const marketplaces = await seedMarketplaces(signedIn!.ctx);
  const warranty = await seedWarranty(signedIn!.ctx, marker, catalogue);
  const aiAssistants = await seedAiAssistants(signedIn!.ctx, marker);
  const aiChatbot = await seedAiChatbot(signedIn!.ctx, marker);
  const portalAds = await seedPortalAds(signedIn!.ctx, marker);
  const merchantPoints = await seedMerchantPoints(signedIn!.ctx, marker);
  const plugins = await seedPlugins(signedIn!.ctx);
  const cardActivation = await seedCardActivation(signedIn!.ctx, marker);
  const sme = await seedSme(signedIn!.ctx, marker);
  const eInvoice = await seedEInvoice(signedIn!.ctx, marker);
  const credits = await seedCredits(signedIn!.ctx);
  const fixtures: TenantFixtures = {
    merchantId: shop.merchantId,
    marker,
    adminId: shop.admin.id,
    roleId: role.id,
    subUserId: sub.id,
    subUsername: sub.username,
    sessionId: parseToken(sub.token)!.id,
    uploadId: upload.id,
    announcementId: announcement.id,
    catalogue,
    jobs,
    salesSettings,
    checkout,
    orders,
    fulfilment,
    loyalty,
    memberFiles,
    rewardStation,
    members,
    promotions,
    traffic,
    marketingReports,
    content,
    photos,
    gallery,
    reviews,
    downloads,
    services,
    careers,
    salesLanding,
    businessTag,
    support,
    referral,
    app,
    website,
    profile,
    shake,
    booking,
    contacts,
    keywordMonitoring,
    emailMarketing,
    webPush,
    utility,
    accessLinks,
    storeMessages,
    liveCommerce,
    contentGenerator,
    deliveryPartner,
    parcels,
    marketplaces,
    social,
    warranty,
    aiAssistants,
    aiChatbot,
    portalAds,
    merchantPoints,
    plugins,
    cardActivation,
    sme,
    eInvoice,
    credits,
    secrets: [],
  };
  fixtures.secrets = [marker, shop.merchantId, shop.admin.id, role.id, sub.id, fixtures.sessionId, upload.id, announcement.id, ...Object.values(catalogue), ...Object.values(jobs), ...Object.values(salesSettings), ...checkoutSecrets(checkout), ...Object.values(orders), ...Object.values(fulfilment), ...Object.values(loyalty), ...Object.values(rewardStation), ...Object.values(members), ...Object.values(memberFiles), ...Object.values(promotions), ...trafficSecrets(traffic), ...Object.values(marketingReports), ...Object.values(content), ...Object.values(photos), ...Object.values(gallery), ...Object.values(reviews), ...Object.values(downloads), ...Object.values(services), ...Object.values(careers), ...Object.values(salesLanding), ...Object.values(businessTag), ...Object.values(support), ...Object.values(referral), ...Object.values(app), ...Object.values(website), ...Object.values(profile), ...Object.values({ ...shake, phone: marker }), ...Object.values(booking), ...Object.values(contacts), ...Object.values(keywordMonitoring), ...Object.values(emailMarketing), ...Object.values(webPush), ...Object.values(social), ...Object.values(utility), ...Object.values(accessLinks), storeMessages.whatsappEntryId, ...Object.values(liveCommerce), ...Object.values(contentGenerator), ...Object.values(deliveryPartner), ...Object.values(parcels), ...Object.values(marketplaces), ...Object.values(warranty), ...Object.values(aiAssistants), ...Object.values(aiChatbot), portalAds.adId, portalAds.imageUploadId, ...Object.values(merchantPoints), ...Object.values(plugins), ...Object.values(cardActivation), ...Object.values(sme), ...Object.values(eInvoice), ...Object.values(credits)];
  return { shop, fixtures };
}
