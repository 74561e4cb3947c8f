import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

/** A set made only of A's category, picture and product. */
const mixMatchForm = (a: TenantFixtures) => ({
  nameEn: 'Intruder set',
  imageId: a.promotions.mixMatchPictureId,
  priceSen: 100,
  stock: 1,
  categoryIds: [a.promotions.mixMatchCategoryId],
  selections: [{ nameEn: 'Pick', requiredQty: 1, products: [{ productId: a.catalogue.productId, stock: 2 }] }],
});

/** A valid voucher form with a code no merchant of the test has. */
const voucherForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Intruder voucher',
  code: 'INTRUDER',
  type: 1,
  discountType: 1,
  amountSen: 100,
  quantity: 1,
  mode: 1,
  displayed: true,
  active: true,
  claimStartAt: new Date(Date.now() - 3_600_000),
  claimEndAt: new Date(Date.now() + 3_600_000),
  ...overrides,
});

/** A campaign of A's option with A's banner. */
const campaignForm = (a: TenantFixtures) => ({
  name: 'Intruder campaign',
  startAt: new Date(Date.now() + 72 * 3_600_000),
  endAt: new Date(Date.now() + 96 * 3_600_000),
  bannerId: a.promotions.campaignPictureId,
  products: [{ productId: a.catalogue.productId, optionId: a.catalogue.optionId, percentBp: 500 }],
});

/** A deal of A's product as main product, with A's gift. */
const addOnDealForm = (a: TenantFixtures) => ({
  name: 'Intruder deal',
  type: 2,
  purchaseLimit: 1,
  startAt: new Date(Date.now() + 3_600_000),
  endAt: new Date(Date.now() + 7_200_000),
  mainProductIds: [a.catalogue.productId],
  items: [{ productId: a.promotions.addOnProductId, priceSen: 0, stock: 1, purchaseLimit: 1 }],
});

/** Promotions: each area adds its procedures here. */
export const promotionCases: Record<string, IsolationCase> = {
  'promotionProducts.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'promotionProducts.forPaymentLinks': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },

  // Mix and match: B's calls naming A's sets, categories, picture or products find nothing.
  'mixMatch.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'mixMatch.get': { reach: (a) => ({ id: a.promotions.mixMatchId }) },
  'mixMatch.create': { reach: (a) => mixMatchForm(a) },
  'mixMatch.update': { reach: (a) => ({ id: a.promotions.mixMatchId, set: mixMatchForm(a) }) },
  'mixMatch.setActive': { reach: (a) => ({ ids: [a.promotions.mixMatchId], active: false }) },
  'mixMatch.delete': { reach: (a) => ({ ids: [a.promotions.mixMatchId] }) },
  'mixMatch.categories': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'mixMatch.categoryOptions': { list: () => undefined },
  'mixMatch.category': { reach: (a) => ({ id: a.promotions.mixMatchCategoryId }) },
  'mixMatch.createCategory': { none: 'a new category names no record; its name is unique within the merchant only' },
  'mixMatch.updateCategory': { reach: (a) => ({ id: a.promotions.mixMatchCategoryId, nameEn: 'Intruder category' }) },
  'mixMatch.deleteCategory': { reach: (a) => ({ id: a.promotions.mixMatchCategoryId }) },
  'mixMatch.sortCategories': { reach: (a) => ({ ids: [a.promotions.mixMatchCategoryId] }) },

  // Vouchers: B's calls naming A's vouchers, products, codes, members or member list find nothing.
  'vouchers.list': { list: (a) => ({ tab: 'all', search: a.marker, pageSize: 80 }) },
  'vouchers.get': { reach: (a) => ({ id: a.promotions.voucherId }) },
  'vouchers.create': { reach: (a) => voucherForm({ type: 2, productIds: [a.catalogue.productId] }) },
  'vouchers.update': { reach: (a) => ({ id: a.promotions.voucherId, voucher: voucherForm() }) },
  'vouchers.activate': { reach: (a) => ({ ids: [a.promotions.voucherId] }) },
  'vouchers.deactivate': { reach: (a) => ({ ids: [a.promotions.voucherId] }) },
  'vouchers.delete': { reach: (a) => ({ id: a.promotions.voucherId }) },
  'vouchers.generateCodes': { reach: (a) => ({ voucherId: a.promotions.bulkVoucherId, count: 1 }) },
  'vouchers.codes': { reach: (a) => ({ voucherId: a.promotions.bulkVoucherId }) },
  'vouchers.exportCodes': { reach: (a) => ({ voucherId: a.promotions.bulkVoucherId }) },
  'vouchers.assign': { reach: (a) => ({ voucherId: a.promotions.bulkVoucherId, segment: { memberType: 'new_join' } }) },
  'storefront.vouchers.claimable': { reach: (a) => ({ memberId: a.promotions.voucherMemberId }) },
  'storefront.vouchers.claim': { reach: (a) => ({ memberId: a.promotions.voucherMemberId, voucherId: a.promotions.voucherId }) },
  'storefront.vouchers.wallet': { reach: (a) => ({ memberId: a.promotions.voucherMemberId }) },

  // Payment and purchase links: B's calls naming A's links, products, voucher or slugs find nothing.
  'paymentLinks.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'paymentLinks.get': { reach: (a) => ({ id: a.promotions.paymentLinkId }) },
  'paymentLinks.create': { reach: (a) => ({ name: 'Intruder link', products: [{ productId: a.catalogue.productId, optionId: a.catalogue.optionId }] }) },
  'paymentLinks.update': { reach: (a) => ({ id: a.promotions.paymentLinkId, link: { name: 'Intruder link', products: [{ productId: a.catalogue.productId, optionId: a.catalogue.optionId }] } }) },
  'paymentLinks.setActive': { reach: (a) => ({ id: a.promotions.paymentLinkId, active: false }) },
  'paymentLinks.delete': { reach: (a) => ({ id: a.promotions.paymentLinkId }) },
  'purchaseLinks.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'purchaseLinks.get': { reach: (a) => ({ id: a.promotions.purchaseLinkId }) },
  'purchaseLinks.voucherOptions': { list: () => undefined },
  'purchaseLinks.create': { reach: (a) => ({ name: 'Intruder link', products: [{ productId: a.catalogue.productId, optionId: a.catalogue.optionId, stock: 1 }] }) },
  'purchaseLinks.update': { reach: (a) => ({ id: a.promotions.purchaseLinkId, link: { name: 'Intruder link', products: [{ productId: a.catalogue.productId, optionId: a.catalogue.optionId, stock: 1 }] } }) },
  'purchaseLinks.setActive': { reach: (a) => ({ id: a.promotions.purchaseLinkId, active: false }) },
  'purchaseLinks.delete': { reach: (a) => ({ id: a.promotions.purchaseLinkId }) },
  'storefront.links.paymentLink': { reach: (a) => ({ slug: a.promotions.paymentLinkSlug }) },
  'storefront.links.purchaseLink': { reach: (a) => ({ slug: a.promotions.purchaseLinkSlug }) },
  'productsSoldReport.report': { reach: (a) => ({ productIds: [a.catalogue.productId] }) },
  'productsSoldReport.exportCsv': { reach: (a) => ({ productIds: [a.catalogue.productId] }) },

  // Discount campaigns and add-on deals: B's calls naming A's campaigns, deals, products or pictures find nothing.
  'discountCampaigns.list': { list: (a) => ({ tab: 'upcoming', search: a.marker, pageSize: 80 }) },
  'discountCampaigns.get': { reach: (a) => ({ id: a.promotions.campaignId }) },
  'discountCampaigns.create': { reach: (a) => campaignForm(a) },
  'discountCampaigns.update': { reach: (a) => ({ id: a.promotions.campaignId, campaign: campaignForm(a) }) },
  'discountCampaigns.duplicate': { reach: (a) => ({ id: a.promotions.campaignId, startAt: new Date(Date.now() + 72 * 3_600_000), endAt: new Date(Date.now() + 96 * 3_600_000) }) },
  'discountCampaigns.delete': { reach: (a) => ({ id: a.promotions.campaignId }) },
  'addOnDeals.list': { list: (a) => ({ tab: 'upcoming', search: a.marker, pageSize: 80 }) },
  'addOnDeals.get': { reach: (a) => ({ id: a.promotions.addOnDealId }) },
  'addOnDeals.create': { reach: (a) => addOnDealForm(a) },
  'addOnDeals.update': { reach: (a) => ({ id: a.promotions.addOnDealId, deal: addOnDealForm(a) }) },
  'addOnDeals.delete': { reach: (a) => ({ id: a.promotions.addOnDealId }) },
  // B's website lists B's promotions only, while A has an ongoing deal and campaign and a set on show.
  'storefront.promotions.addOnDeals': { list: () => undefined },
  'storefront.promotions.mixMatchSets': { list: () => undefined },
  'storefront.promotions.campaigns': { list: () => undefined },

  // Broadcasts: B's calls naming A's broadcasts, members or voucher find nothing.
  'broadcasts.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'broadcasts.get': { reach: (a) => ({ id: a.promotions.broadcastId }) },
  'broadcasts.members': { list: (a) => ({ search: a.marker.toLowerCase() }) },
  'broadcasts.voucherOptions': { list: () => undefined },
  'broadcasts.create': { reach: (a) => ({ name: 'Intruder', subject: 'Intruder', message: 'Intruder', memberIds: [a.promotions.broadcastMemberId], voucherIds: [a.promotions.voucherId] }) },
  'broadcasts.update': { reach: (a) => ({ id: a.promotions.broadcastId, broadcast: { name: 'Intruder', subject: 'Intruder', message: 'Intruder' } }) },
  'broadcasts.delete': { reach: (a) => ({ id: a.promotions.broadcastId }) },
  'broadcasts.send': { reach: (a) => ({ id: a.promotions.broadcastId }) },

  // The birthday campaign is one per merchant: every call acts on the caller's own.
  'birthdayCampaign.get': { list: () => undefined },
  'birthdayCampaign.save': {
    none: "saves the caller's own campaign and voucher; it names no record",
    input: () => ({ emailTitle: 'Intruder', discountType: 4, validDays: 1, preSendDays: 0 }),
  },
  'birthdayCampaign.start': { none: "starts the caller's own campaign; it names no record" },
  'birthdayCampaign.suspend': { none: "suspends the caller's own campaign; it names no record" },
};
