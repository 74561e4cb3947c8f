import type { TenantFixtures } from './world.ts';
import { catalogueCases } from './cases/catalogue.ts';
import { checkoutCases } from './cases/checkout.ts';
import { foundationCases } from './cases/foundation.ts';
import { jobCases } from './cases/jobs.ts';
import { loyaltyCases } from './cases/loyalty.ts';
import { memberCases } from './cases/members.ts';
import { fulfilmentCases } from './cases/fulfilment.ts';
import { orderCases } from './cases/orders.ts';
import { promotionCases } from './cases/promotions.ts';
import { rewardStationCases } from './cases/reward-station.ts';
import { salesReportCases } from './cases/sales-reports.ts';
import { salesSettingsCases } from './cases/sales-settings.ts';
import { trafficReportCases } from './cases/traffic-reports.ts';
import { marketingReportCases } from './cases/marketing-reports.ts';
import { monthlyReportCases } from './cases/monthly-report.ts';
import { contentCases } from './cases/content.ts';
import { googleReviewCases } from './cases/google-reviews.ts';
import { reviewCases } from './cases/reviews.ts';
import { downloadCases } from './cases/downloads.ts';
import { serviceCases } from './cases/services.ts';
import { careerCases } from './cases/careers.ts';
import { photoCases } from './cases/photos.ts';
import { galleryCases } from './cases/gallery.ts';
import { salesLandingCases } from './cases/sales-landing.ts';
import { businessTagCases } from './cases/business-tag.ts';
import { supportCases } from './cases/support.ts';
import { referralCases } from './cases/referral.ts';
import { appCases } from './cases/app.ts';
import { websiteCases } from './cases/website.ts';
import { profileCases } from './cases/profile.ts';
import { shakeCases } from './cases/shake.ts';
import { bookingCases } from './cases/booking.ts';
import { contactCases } from './cases/contacts.ts';
import { bgRemoverCases } from './cases/bg-remover.ts';
import { aiBackgroundCases } from './cases/ai-background.ts';
import { keywordMonitoringCases } from './cases/keyword-monitoring.ts';
import { emailMarketingCases } from './cases/email-marketing.ts';
import { webPushCases } from './cases/web-push.ts';
import { socialCases } from './cases/social.ts';
import { emailProtectionCases } from './cases/email-protection.ts';
import { utilityPageCases } from './cases/utility-pages.ts';
import { accessLinkCases } from './cases/access-links.ts';
import { storeMessageCases } from './cases/store-messages.ts';
import { liveCommerceCases } from './cases/live-commerce.ts';
import { contentGeneratorCases } from './cases/content-generator.ts';
import { aiProductCases } from './cases/ai-product.ts';
import { aiAssistantCases } from './cases/ai-assistants.ts';
import { aiChatbotCases } from './cases/ai-chatbot.ts';
import { deliveryPartnerCases } from './cases/delivery-partner.ts';
import { parcelCases } from './cases/parcels.ts';
import { marketplaceCases } from './cases/marketplaces.ts';
import { warrantyCases } from './cases/warranty.ts';
import { portalAdCases } from './cases/portal-ads.ts';
import { merchantPointsCases } from './cases/merchant-points.ts';
import { pluginCases } from './cases/plugins.ts';
import { cardActivationCases } from './cases/card-activation.ts';
import { smeCases } from './cases/sme.ts';
import { eInvoiceCases } from './cases/e-invoice.ts';
import { creditsCases } from './cases/credits.ts';

/**
 * For every procedure of the router: how a user of merchant B reaches for merchant A's data.
 * - reach: input naming A's records; B must get NOT_FOUND or FORBIDDEN.
 * - list: input (possibly filtering by A's ids); B gets an answer, with none of A's data.
 * - none: the procedure names no record of a merchant; the reason says why. When input is
 *   given it is still called as B and must return none of A's data.
 * Each business area keeps its cases in cases/<area>.ts; a procedure added without its case
 * fails the isolation test.
 */
export type IsolationCase =
  | { reach: (a: TenantFixtures) => unknown }
  | { list: (a: TenantFixtures) => unknown }
  | { none: string; input?: (a: TenantFixtures) => unknown };

/** One file of cases per business area. */
export const ISOLATION_CASES: Record<string, IsolationCase> = { ...foundationCases, ...catalogueCases, ...jobCases, ...salesSettingsCases, ...checkoutCases, ...orderCases, ...fulfilmentCases, ...loyaltyCases, ...rewardStationCases, ...memberCases, ...promotionCases, ...salesReportCases, ...trafficReportCases, ...marketingReportCases, ...monthlyReportCases, ...contentCases, ...googleReviewCases, ...reviewCases, ...downloadCases, ...serviceCases, ...careerCases, ...photoCases, ...galleryCases, ...salesLandingCases, ...businessTagCases, ...supportCases, ...referralCases, ...appCases, ...websiteCases, ...profileCases, ...shakeCases, ...bookingCases, ...contactCases, ...bgRemoverCases, ...aiBackgroundCases, ...keywordMonitoringCases, ...emailMarketingCases, ...webPushCases, ...socialCases, ...emailProtectionCases, ...utilityPageCases, ...accessLinkCases, ...storeMessageCases, ...liveCommerceCases, ...contentGeneratorCases, ...aiProductCases, ...aiAssistantCases, ...aiChatbotCases, ...deliveryPartnerCases, ...parcelCases, ...marketplaceCases, ...warrantyCases, ...portalAdCases, ...merchantPointsCases, ...pluginCases, ...cardActivationCases, ...smeCases, ...eInvoiceCases, ...creditsCases };
