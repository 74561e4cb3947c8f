import type { Feature, FeatureRoute, MenuEntry } from './feature.ts';
import { accountFeature } from '../features/account/routes.ts';
import { addOnDealsFeature } from '../features/add-on-deals/routes.ts';
import { authFeature } from '../features/auth/routes.ts';
import { birthdayCampaignFeature } from '../features/birthday-campaign/routes.ts';
import { broadcastsFeature } from '../features/broadcasts/routes.ts';
import { catalogueFeature } from '../features/catalogue/routes.ts';
import { discountCampaignsFeature } from '../features/discount-campaigns/routes.ts';
import { errorsFeature } from '../features/errors/routes.ts';
import { fulfilmentFeature } from '../features/fulfilment/routes.ts';
import { googleReviewsFeature } from '../features/google-reviews/routes.ts';
import { homeFeature } from '../features/home/routes.ts';
import { jobsFeature } from '../features/jobs/routes.ts';
import { loyaltyFeature } from '../features/loyalty/routes.ts';
import { membersFeature } from '../features/members/routes.ts';
import { mixMatchFeature } from '../features/mix-match/routes.ts';
import { newsFeature } from '../features/news/routes.ts';
import { testimonialsFeature } from '../features/testimonials/routes.ts';
import { videosFeature } from '../features/videos/routes.ts';
import { pagesFeature } from '../features/pages/routes.ts';
import { newsPhoneFeature } from '../features/news/phone/routes.ts';
import { reviewsFeature } from '../features/reviews/routes.ts';
import { ordersFeature } from '../features/orders/routes.ts';
import { paymentLinksFeature } from '../features/payment-links/routes.ts';
import { productsSoldReportFeature } from '../features/products-sold-report/routes.ts';
import { purchaseLinksFeature } from '../features/purchase-links/routes.ts';
import { rewardStationFeature } from '../features/reward-station/routes.ts';
import { salesReportsFeature } from '../features/sales-reports/routes.ts';
import { trafficReportsFeature } from '../features/traffic-reports/routes.ts';
import { monthlyReportFeature } from '../features/monthly-report/routes.ts';
import { salesSettingsFeature } from '../features/sales-settings/routes.ts';
import { sellerDashboardFeature } from '../features/seller-dashboard/routes.ts';
import { usersFeature } from '../features/users/routes.ts';
import { vouchersFeature } from '../features/vouchers/routes.ts';
import { keywordReportsFeature } from '../features/keyword-reports/routes.ts';
import { trafficGuaranteeFeature } from '../features/traffic-guarantee/routes.ts';
import { affiliateReportsFeature } from '../features/affiliate-reports/routes.ts';

/** Every built feature. A route that is not here is not registered: it goes to /404. */
export const FEATURES: Feature[] = [authFeature, homeFeature, usersFeature, catalogueFeature, newsFeature, testimonialsFeature, pagesFeature, videosFeature, newsPhoneFeature, reviewsFeature, googleReviewsFeature, sellerDashboardFeature, ordersFeature, membersFeature, fulfilmentFeature, salesSettingsFeature, loyaltyFeature, rewardStationFeature, vouchersFeature, discountCampaignsFeature, addOnDealsFeature, mixMatchFeature, accountFeature, paymentLinksFeature, purchaseLinksFeature, productsSoldReportFeature, salesReportsFeature, monthlyReportFeature, trafficReportsFeature, keywordReportsFeature, trafficGuaranteeFeature, affiliateReportsFeature, broadcastsFeature, birthdayCampaignFeature, jobsFeature, errorsFeature];

/** Every route, each with its module (its own, else its feature's). */
export const ROUTES: FeatureRoute[] = FEATURES.flatMap((f) => f.routes.map((r) => ({ ...r, module: r.module ?? f.module })));
export const MENU: MenuEntry[] = FEATURES.flatMap((f) => f.menu);
