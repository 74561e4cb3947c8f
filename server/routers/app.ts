import { lazy } from '@trpc/server';
import { router } from '../trpc.ts';

/**
 * Each area's router loads with its first call: a command of the CLI loads the one it calls,
 * and a server only the areas in use (a fifth of `merchant whoami`'s start-up otherwise).
 */
export const appRouter = router({
  promotionProducts: lazy(() => import('./promotion-products.ts').then((m) => m.promotionProductsRouter)),
  auth: lazy(() => import('./auth.ts').then((m) => m.authRouter)),
  brands: lazy(() => import('./catalogue-taxonomy.ts').then((m) => m.brandsRouter)),
  categories: lazy(() => import('./catalogue-taxonomy.ts').then((m) => m.categoriesRouter)),
  googleCategories: lazy(() => import('./catalogue-taxonomy.ts').then((m) => m.googleCategoriesRouter)),
  products: lazy(() => import('./products.ts').then((m) => m.productsRouter)),
  specNames: lazy(() => import('./catalogue-taxonomy.ts').then((m) => m.specNamesRouter)),
  tags: lazy(() => import('./catalogue-taxonomy.ts').then((m) => m.tagsRouter)),
  home: lazy(() => import('./home.ts').then((m) => m.homeRouter)),
  jobs: lazy(() => import('./jobs.ts').then((m) => m.jobsRouter)),
  loyalty: lazy(() => import('./loyalty.ts').then((m) => m.loyaltyRouter)),
  mixMatch: lazy(() => import('./mix-match.ts').then((m) => m.mixMatchRouter)),
  members: lazy(() => import('./members.ts').then((m) => m.membersRouter)),
  orderSettings: lazy(() => import('./order-settings.ts').then((m) => m.orderSettingsRouter)),
  orders: lazy(() => import('./orders.ts').then((m) => m.ordersRouter)),
  paymentLinks: lazy(() => import('./payment-links.ts').then((m) => m.paymentLinksRouter)),
  purchaseLinks: lazy(() => import('./purchase-links.ts').then((m) => m.purchaseLinksRouter)),
  productsSoldReport: lazy(() => import('./products-sold-report.ts').then((m) => m.productsSoldReportRouter)),
  invoices: lazy(() => import('./invoices.ts').then((m) => m.invoicesRouter)),
  fulfilment: lazy(() => import('./fulfilment.ts').then((m) => m.fulfilmentRouter)),
  quotations: lazy(() => import('./quotations.ts').then((m) => m.quotationsRouter)),
  shippingZones: lazy(() => import('./shipping-settings.ts').then((m) => m.shippingZonesRouter)),
  shippingOptions: lazy(() => import('./shipping-settings.ts').then((m) => m.shippingOptionsRouter)),
  pickupAddresses: lazy(() => import('./shipping-settings.ts').then((m) => m.pickupAddressesRouter)),
  disabledDeliveryDates: lazy(() => import('./shipping-settings.ts').then((m) => m.disabledDeliveryDatesRouter)),
  sellerDashboard: lazy(() => import('./seller-dashboard.ts').then((m) => m.sellerDashboardRouter)),
  sellerNotifications: lazy(() => import('./seller-dashboard.ts').then((m) => m.sellerNotificationsRouter)),
  account: lazy(() => import('./account.ts').then((m) => m.accountRouter)),
  rewardStation: lazy(() => import('./reward-station.ts').then((m) => m.rewardStationRouter)),
  vouchers: lazy(() => import('./vouchers.ts').then((m) => m.vouchersRouter)),
  discountCampaigns: lazy(() => import('./discount-campaigns.ts').then((m) => m.discountCampaignsRouter)),
  addOnDeals: lazy(() => import('./add-on-deals.ts').then((m) => m.addOnDealsRouter)),
  broadcasts: lazy(() => import('./broadcasts.ts').then((m) => m.broadcastsRouter)),
  birthdayCampaign: lazy(() => import('./birthday-campaign.ts').then((m) => m.birthdayCampaignRouter)),
  roles: lazy(() => import('./roles.ts').then((m) => m.rolesRouter)),
  sessions: lazy(() => import('./sessions.ts').then((m) => m.sessionsRouter)),
  siteKeys: lazy(() => import('./site-keys.ts').then((m) => m.siteKeysRouter)),
  storefront: lazy(() => import('./storefront.ts').then((m) => m.storefrontRouter)),
  twoFactor: lazy(() => import('./two-factor.ts').then((m) => m.twoFactorRouter)),
  userLogs: lazy(() => import('./user-logs.ts').then((m) => m.userLogsRouter)),
  users: lazy(() => import('./users.ts').then((m) => m.usersRouter)),
  versions: lazy(() => import('./versions.ts').then((m) => m.versionsRouter)),
});

export type AppRouter = typeof appRouter;
