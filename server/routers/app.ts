import { router } from '../trpc.ts';
import { accountRouter } from './account.ts';
import { addOnDealsRouter } from './add-on-deals.ts';
import { authRouter } from './auth.ts';
import { birthdayCampaignRouter } from './birthday-campaign.ts';
import { broadcastsRouter } from './broadcasts.ts';
import { brandsRouter, categoriesRouter, googleCategoriesRouter, specNamesRouter, tagsRouter } from './catalogue-taxonomy.ts';
import { productsRouter } from './products.ts';
import { promotionProductsRouter } from './promotion-products.ts';
import { homeRouter } from './home.ts';
import { discountCampaignsRouter } from './discount-campaigns.ts';
import { fulfilmentRouter } from './fulfilment.ts';
import { invoicesRouter } from './invoices.ts';
import { jobsRouter } from './jobs.ts';
import { loyaltyRouter } from './loyalty.ts';
import { memberFilesRouter } from './member-files.ts';
import { mixMatchRouter } from './mix-match.ts';
import { membersRouter } from './members.ts';
import { orderSettingsRouter } from './order-settings.ts';
import { paymentLinksRouter } from './payment-links.ts';
import { productsSoldReportRouter } from './products-sold-report.ts';
import { purchaseLinksRouter } from './purchase-links.ts';
import { ordersRouter } from './orders.ts';
import { quotationsRouter } from './quotations.ts';
import { rewardStationRouter } from './reward-station.ts';
import { rolesRouter } from './roles.ts';
import { sellerDashboardRouter, sellerNotificationsRouter } from './seller-dashboard.ts';
import { sessionsRouter } from './sessions.ts';
import { disabledDeliveryDatesRouter, pickupAddressesRouter, shippingOptionsRouter, shippingZonesRouter } from './shipping-settings.ts';
import { siteKeysRouter } from './site-keys.ts';
import { storefrontRouter } from './storefront.ts';
import { twoFactorRouter } from './two-factor.ts';
import { userLogsRouter } from './user-logs.ts';
import { usersRouter } from './users.ts';
import { versionsRouter } from './versions.ts';
import { vouchersRouter } from './vouchers.ts';

export const appRouter = router({
  promotionProducts: promotionProductsRouter,
  auth: authRouter,
  brands: brandsRouter,
  categories: categoriesRouter,
  googleCategories: googleCategoriesRouter,
  products: productsRouter,
  specNames: specNamesRouter,
  tags: tagsRouter,
  home: homeRouter,
  jobs: jobsRouter,
  loyalty: loyaltyRouter,
  memberFiles: memberFilesRouter,
  mixMatch: mixMatchRouter,
  members: membersRouter,
  orderSettings: orderSettingsRouter,
  orders: ordersRouter,
  paymentLinks: paymentLinksRouter,
  purchaseLinks: purchaseLinksRouter,
  productsSoldReport: productsSoldReportRouter,
  invoices: invoicesRouter,
  fulfilment: fulfilmentRouter,
  quotations: quotationsRouter,
  shippingZones: shippingZonesRouter,
  shippingOptions: shippingOptionsRouter,
  pickupAddresses: pickupAddressesRouter,
  disabledDeliveryDates: disabledDeliveryDatesRouter,
  sellerDashboard: sellerDashboardRouter,
  sellerNotifications: sellerNotificationsRouter,
  account: accountRouter,
  rewardStation: rewardStationRouter,
  vouchers: vouchersRouter,
  discountCampaigns: discountCampaignsRouter,
  addOnDeals: addOnDealsRouter,
  broadcasts: broadcastsRouter,
  birthdayCampaign: birthdayCampaignRouter,
  roles: rolesRouter,
  sessions: sessionsRouter,
  siteKeys: siteKeysRouter,
  storefront: storefrontRouter,
  twoFactor: twoFactorRouter,
  userLogs: userLogsRouter,
  users: usersRouter,
  versions: versionsRouter,
});

export type AppRouter = typeof appRouter;
