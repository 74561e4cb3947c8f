import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveBindRequest } from '../../core/business-tag/operator.ts';
import { resolveSiteKey } from '../../core/checkout/site-keys.ts';
import { postEarnings } from '../../core/loyalty/ledger.ts';
import { setPosVendor } from '../../core/pos-vendors/operator.ts';
import { withTransaction } from '../../core/shared/context.ts';
import { saveStorefrontUpload, saveUpload } from '../../core/uploads/service.ts';
import type { Caller } from '../../server/caller.ts';
import { appRouter } from '../../server/routers/app.ts';
import { careerForm, pdfBytes } from '../helpers/careers.ts';
import { productForm, seedSubUser, userForm } from '../helpers/fixtures.ts';
import { seedMember, ruleForm } from '../helpers/loyalty.ts';
import { uploadPicture } from '../helpers/mix-match.ts';
import { placeOrder } from '../helpers/orders.ts';
import { postEvents } from '../helpers/site-events.ts';
import { allProcedures } from '../helpers/procedures.ts';
import { contextOf, orderToShip, salesShop } from '../helpers/sales-documents.ts';
import { voucherForm } from '../helpers/vouchers.ts';
import { smeForm, smePicture } from '../helpers/sme.ts';
import { shopWorld } from '../helpers/world.ts';

/**
 * Every search of the back office takes what the user types as plain text: `%`, `_` and `\`
 * are characters like any other (LIKE would read the first two as wildcards and PostgreSQL the
 * third as its escape). One merchant holds records of every searchable kind named with the
 * texts below; each list is searched for each term and must answer exactly the rows whose
 * searched fields hold the term literally.
 */
const TEXTS = ['50% off', '%tage', '_under', 'snake_case', '\\back', 'back\\slash', '5000 plain'] as const;
const TERMS = ['%', '_', '\\', '50%'] as const;

/** A listed row: a key, the fields searched anywhere in them, and those searched from their start. */
interface Hit {
  key: string;
  contains?: string[];
  prefix?: string[];
}

interface SearchCase {
  path: string;
  /** The rows listed for a search (everything for undefined). */
  list: (admin: Caller, search: string | undefined) => Promise<Hit[]>;
  /** The searched field cannot hold the characters (voucher codes): every term must find nothing. */
  cannotHold?: true;
}

const holds = (hit: Hit, term: string) => {
  const t = term.toLowerCase();
  return (hit.contains ?? []).some((f) => f.toLowerCase().includes(t)) || (hit.prefix ?? []).some((f) => f.toLowerCase().startsWith(t));
};
const keys = (hits: Hit[]) => hits.map((h) => h.key).sort();

const { rt, shop } = await shopWorld(salesShop);
const ids = { voucher: '', logger: '', emailList: '', marketplaceShop: '' };

const PAGE = { pageSize: 80 } as const;
const byOrder = (buyerName: string, extra: string[] = []) => ({ prefix: [buyerName], contains: extra });

const CASES: SearchCase[] = [
  { path: 'users.list', list: async (a, search) => (await a.users.list({ ...PAGE, search })).items.map((u) => ({ key: u.id, contains: [u.name, u.username, u.email] })) },
  { path: 'userLogs.actions', list: async (a, search) => (await a.userLogs.actions({ ...PAGE, userId: ids.logger, search })).items.map((l) => ({ key: l.id, contains: [l.action] })) },
  { path: 'tags.list', list: async (a, search) => (await a.tags.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name] })) },
  { path: 'brands.list', list: async (a, search) => (await a.brands.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  { path: 'googleCategories.list', list: async (a, search) => (await a.googleCategories.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name] })) },
  { path: 'specNames.list', list: async (a, search) => (await a.specNames.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  ...(['products.list', 'promotionProducts.list', 'promotionProducts.forPaymentLinks'] as const).map((path) => ({
    path,
    list: async (a: Caller, search: string | undefined) => {
      const [area, name] = path.split('.') as ['products', 'list'];
      return (await a[area][name]({ ...PAGE, search })).items.map((p) => ({ key: p.id, contains: [p.nameEn, p.sku, ...p.options.map((o) => o.sku)] }));
    },
  })),
  { path: 'sellerDashboard.stockAlerts', list: async (a, search) => (await a.sellerDashboard.stockAlerts({ ...PAGE, search })).items.map((r) => ({ key: `${r.productId}/${r.optionId}`, contains: [r.name, r.sku] })) },
  { path: 'mixMatch.list', list: async (a, search) => (await a.mixMatch.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn, r.nameCn, r.nameBm] })) },
  { path: 'mixMatch.categories', list: async (a, search) => (await a.mixMatch.categories({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn, r.nameCn, r.nameBm] })) },
  { path: 'booking.venues', list: async (a, search) => (await a.booking.venues({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn, r.nameCn, r.nameBm, r.address] })) },
  { path: 'booking.services', list: async (a, search) => (await a.booking.services({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name] })) },
  { path: 'support.list', list: async (a, search) => (await a.support.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.issue, r.affectedDomain] })) },
  { path: 'booking.list', list: async (a, search) => (await a.booking.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.email, r.phone] })) },
  { path: 'emailMarketing.entries', list: async (a, search) => (await a.emailMarketing.entries({ ...PAGE, listId: ids.emailList, search })).items.map((r) => ({ key: r.id, contains: [r.email, r.name] })) },
  { path: 'keywordMonitoring.list', list: async (a, search) => (await a.keywordMonitoring.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.domain] })) },
  { path: 'marketplaceSync.products', list: async (a, search) => (await a.marketplaceSync.products({ ...PAGE, shopId: ids.marketplaceShop, search })).items.map((r) => ({ key: r.id, contains: [r.sku, r.name] })) },
  { path: 'marketplaceSync.orders', list: async (a, search) => (await a.marketplaceSync.orders({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.orderSn, r.buyerName] })) },
  { path: 'parcelTracking.list', list: async (a, search) => (await a.parcelTracking.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.trackingNo, r.orderRef, r.customerName, r.customerEmail] })) },
  { path: 'aiProduct.products', list: async (a, search) => (await a.aiProduct.products({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn, r.sku] })) },
  { path: 'aiAssistant.conversations', list: async (a, search) => (await a.aiAssistant.conversations({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.title] })) },
  { path: 'aiPositioning.list', list: async (a, search) => (await a.aiPositioning.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.question] })) },
  { path: 'liveCommerce.listSets', list: async (a, search) => (await a.liveCommerce.listSets({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name] })) },
  { path: 'liveCommerce.listSessions', list: async (a, search) => (await a.liveCommerce.listSessions({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.title] })) },
  { path: 'liveCommerce.listFbMembers', list: async (a, search) => (await a.liveCommerce.listFbMembers({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name] })) },
  { path: 'whatsappOrders.list', list: async (a, search) => (await a.whatsappOrders.list({ ...PAGE, kind: 'order', search })).items.map((r) => ({ key: r.id, contains: [r.buyerName, r.buyerPhone, r.buyerEmail] })) },
  { path: 'contacts.list', list: async (a, search) => (await a.contacts.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.companyName, r.email, r.contact] })) },
  { path: 'eInvoice.list', list: async (a, search) => (await a.eInvoice.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.tin, r.idValue] })) },
  { path: 'eInvoiceRequests.list', list: async (a, search) => (await a.eInvoiceRequests.list({ ...PAGE, tab: 'pending', search })).items.map((r) => ({ key: r.id, contains: [r.buyerName, r.buyerTin] })) },
  { path: 'eInvoice.msicCodes', list: async (a, search) => (await a.eInvoice.msicCodes({ search })).map((r) => ({ key: r.code, contains: [r.code, r.description] })), cannotHold: true },
  { path: 'salesLanding.list', list: async (a, search) => (await a.salesLanding.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.email, r.contact, r.customUrl] })) },
  { path: 'businessTag.list', list: async (a, search) => (await a.businessTag.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.cardId, r.holderName, r.holderPhone, r.holderEmail] })) },
  { path: 'warranty.products', list: async (a, search) => (await a.warranty.products({ search })).map((r) => ({ key: r.id, contains: [r.nameEn, r.sku] })) },
  { path: 'sme.companies', list: async (a, search) => (await a.sme.companies({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.companyName, r.homeTitle, r.shortServices, r.area] })) },
  { path: 'warranty.list', list: async (a, search) => (await a.warranty.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.serialNo, r.buyerName, r.buyerPhone, r.buyerEmail] })) },
  { path: 'posVendors.list', list: async (a, search) => (await a.posVendors.list({ ...PAGE, search })).items.map((r) => ({ key: r.merchantId, contains: [r.name, r.description] })) },
  { path: 'portalAds.list', list: async (a, search) => (await a.portalAds.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [...r.keywords, r.url] })) },
  { path: 'cardActivation.list', list: async (a, search) => (await a.cardActivation.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.cardNo, r.holderName] })) },
  { path: 'referral.groups', list: async (a, search) => (await a.referral.groups({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name] })) },
  { path: 'referral.persons', list: async (a, search) => (await a.referral.persons({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.customName, r.contact, r.email] })) },
  { path: 'referral.records', list: async (a, search) => (await a.referral.records({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.person.name, r.person.customName] })) },
  { path: 'referral.performance', list: async (a, search) => (await a.referral.performance({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.customName] })) },
  { path: 'paymentLinks.list', list: async (a, search) => (await a.paymentLinks.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.slug] })) },
  { path: 'purchaseLinks.list', list: async (a, search) => (await a.purchaseLinks.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.slug] })) },
  { path: 'addOnDeals.list', list: async (a, search) => (await a.addOnDeals.list({ ...PAGE, tab: 'upcoming', search })).items.map((r) => ({ key: r.id, contains: [r.name] })) },
  { path: 'discountCampaigns.list', list: async (a, search) => (await a.discountCampaigns.list({ ...PAGE, tab: 'upcoming', search })).items.map((r) => ({ key: r.id, contains: [r.name] })) },
  { path: 'vouchers.list', list: async (a, search) => (await a.vouchers.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.voucherName, r.code] })) },
  {
    path: 'vouchers.codes',
    list: async (a, search) => (await a.vouchers.codes({ ...PAGE, voucherId: ids.voucher, search })).items.map((r) => ({ key: r.id, contains: [r.code] })),
    cannotHold: true,
  },
  { path: 'broadcasts.list', list: async (a, search) => (await a.broadcasts.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.subject] })) },
  // Members are found from the start of their name or e-mail.
  { path: 'members.list', list: async (a, search) => (await a.members.list({ ...PAGE, search })).items.map((m) => ({ key: m.id, prefix: [m.name, m.email] })) },
  { path: 'broadcasts.members', list: async (a, search) => (await a.broadcasts.members({ search: search ?? '' })).map((m) => ({ key: m.id, prefix: [m.name, m.email] })) },
  { path: 'loyalty.memberPoints', list: async (a, search) => (await a.loyalty.memberPoints({ ...PAGE, search })).items.map((m) => ({ key: m.memberId, prefix: [m.name, m.email] })) },
  { path: 'loyalty.history', list: async (a, search) => (await a.loyalty.history({ ...PAGE, search })).items.map((h) => ({ key: h.id, prefix: [h.memberName] })) },
  { path: 'loyalty.listRules', list: async (a, search) => (await a.loyalty.listRules({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.title] })) },
  { path: 'rewardStation.items', list: async (a, search) => (await a.rewardStation.items({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name] })) },
  { path: 'shakeCampaigns.list', list: async (a, search) => (await a.shakeCampaigns.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name] })) },
  { path: 'shakeCampaigns.users', list: async (a, search) => (await a.shakeCampaigns.users({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.phone, r.email] })) },
  {
    path: 'rewardStation.redemptions',
    list: async (a, search) =>
      (await Promise.all(([1, 2, 3] as const).map((status) => a.rewardStation.redemptions({ ...PAGE, status, search })))).flatMap((page) =>
        page.items.map((r) => ({ key: r.id, contains: [r.member.name, r.member.email, r.item.name] })),
      ),
  },
  { path: 'rewardStation.members', list: async (a, search) => (await a.rewardStation.members({ search: search ?? '' })).map((m) => ({ key: m.id, contains: [m.name, m.email] })) },
  // Orders are found from the start of the buyer's name (or by number, invoice or tracking).
  { path: 'orders.list', list: async (a, search) => (await a.orders.list({ ...PAGE, search })).items.map((o) => ({ key: o.id, ...byOrder(o.buyerName) })) },
  { path: 'quotations.list', list: async (a, search) => (await a.quotations.list({ ...PAGE, search })).items.map((o) => ({ key: o.id, ...byOrder(o.buyerName) })) },
  { path: 'invoices.list', list: async (a, search) => (await a.invoices.list({ ...PAGE, search })).items.map((o) => ({ key: o.orderId, ...byOrder(o.buyerName, [o.invoiceNo]) })) },
  { path: 'fulfilment.packaging', list: async (a, search) => (await a.fulfilment.packaging({ ...PAGE, search })).items.map((o) => ({ key: o.orderId, ...byOrder(o.buyerName) })) },
  { path: 'fulfilment.delivery', list: async (a, search) => (await a.fulfilment.delivery({ ...PAGE, search })).items.map((o) => ({ key: o.orderId, ...byOrder(o.buyerName, o.trackingNo ? [o.trackingNo] : []) })) },
  // The command palette's finds: the same fields as the lists, a handful of records (everything is the list's).
  {
    path: 'orders.find',
    list: async (a, search) =>
      search === undefined
        ? (await a.orders.list({ ...PAGE })).items.map((o) => ({ key: o.id, ...byOrder(o.buyerName) }))
        : (await a.orders.find({ search })).map((o) => ({ key: o.id, ...byOrder(o.buyerName) })),
  },
  {
    path: 'productShowcases.products',
    list: async (a, search) =>
      search === undefined
        ? (await a.products.list({ ...PAGE })).items.map((p) => ({ key: p.id, contains: [p.nameEn, p.sku, ...p.options.map((o) => o.sku)] }))
        : (await a.productShowcases.products({ search })).map((p) => ({ key: p.id })),
  },
  {
    path: 'products.find',
    list: async (a, search) =>
      search === undefined
        ? (await a.products.list({ ...PAGE })).items.map((p) => ({ key: p.id, contains: [p.nameEn, p.sku, ...p.options.map((o) => o.sku)] }))
        : (await a.products.find({ search })).map((p) => ({ key: p.id })),
  },
  {
    path: 'members.find',
    list: async (a, search) =>
      search === undefined
        ? (await a.members.list({ ...PAGE })).items.map((m) => ({ key: m.id, prefix: [m.name, m.email] }))
        : (await a.members.find({ search })).map((m) => ({ key: m.id })),
  },
  {
    path: 'trafficReports.enquiries',
    list: async (a, search) =>
      (await a.trafficReports.enquiries({ ...PAGE, channel: 'website', period: 'lifetime', search: search ?? '' })).rows.items.map((e) => ({ key: e.id, contains: [e.name, e.email, e.phone, e.subject] })),
  },
  { path: 'fulfilment.shipments', list: async (a, search) => (await a.fulfilment.shipments({ ...PAGE, search })).items.map((s) => ({ key: `${s.orderId}/${s.trackingNo}`, ...byOrder(s.buyerName, [s.trackingNo]) })) },
  // Content: a title in every language (and a testimonial's content, a video's description: empty here).
  { path: 'news.list', list: async (a, search) => (await a.news.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.titleEn] })) },
  { path: 'testimonials.list', list: async (a, search) => (await a.testimonials.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.titleEn] })) },
  { path: 'pages.list', list: async (a, search) => (await a.pages.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.titleEn] })) },
  { path: 'videos.list', list: async (a, search) => (await a.videos.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.titleEn] })) },
  { path: 'news.categories.list', list: async (a, search) => (await a.news.categories.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  { path: 'videos.categories.list', list: async (a, search) => (await a.videos.categories.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  { path: 'downloads.list', list: async (a, search) => (await a.downloads.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.titleEn] })) },
  { path: 'downloads.categories.list', list: async (a, search) => (await a.downloads.categories.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  // A photo list's page sizes are its own (spec section 9).
  { path: 'photos.list', list: async (a, search) => (await a.photos.list({ pageSize: 30, search })).items.map((r) => ({ key: r.id, contains: [r.titleEn] })) },
  { path: 'photos.categories.list', list: async (a, search) => (await a.photos.categories.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  { path: 'careers.list', list: async (a, search) => (await a.careers.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.titleEn] })) },
  { path: 'resumes.list', list: async (a, search) => (await a.resumes.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.name, r.email, r.mobile] })) },
  { path: 'services.list', list: async (a, search) => (await a.services.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  { path: 'services.categories.list', list: async (a, search) => (await a.services.categories.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  { path: 'services.tags.list', list: async (a, search) => (await a.services.tags.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  { path: 'gallery.list', list: async (a, search) => (await a.gallery.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.titleEn] })) },
  { path: 'gallery.categories.list', list: async (a, search) => (await a.gallery.categories.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  { path: 'gallery.groups.list', list: async (a, search) => (await a.gallery.groups.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.nameEn] })) },
  { path: 'timeline.list', list: async (a, search) => (await a.timeline.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.titleEn] })) },
  { path: 'reviews.list', list: async (a, search) => (await a.reviews.list({ ...PAGE, search })).items.map((r) => ({ key: r.id, contains: [r.reviewerName, r.productName, r.comment] })) },
];

/** Another member of the SME programme, its company named text (the directory lists other members only). */
async function seedSmeCompany(text: string) {
  const other = await rt.database.client.merchant.create({ data: { name: 'SME member' }, select: { id: true } });
  const profile = { companyName: text, industry: 'retail', homeTitle: 'Member', shortServices: 'Services', state: 'KUL', area: 'Area', founded: 2000, employees: '1-4', intentions: ',export,' };
  const contact = { certificatePhotoId: 'none', contactName: 'Member', contactPhone: '+60123456789', contactEmail: 'member@sme.test' };
  await rt.database.client.smeProfile.create({ data: { merchantId: other.id, memberNo: 0, joinedAt: new Date(), ...profile, ...contact } });
}

/** One record of each searchable kind per text. */
async function seedRecords() {
  const admin = shop.admin.caller;
  const ctx = await contextOf(rt, shop.admin.token);
  const logger = await seedSubUser(rt, shop, { manage: 'edit' });
  ids.logger = logger.id;
  const role = await admin.roles.create({ name: 'Staff', permissions: { report: 'view' } });
  const pictureId = await uploadPicture(ctx);
  const contentPictureId = await uploadPicture(ctx, 'content-picture');
  const downloadFile = await saveUpload(ctx, 'download-file', 'file.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
  const album = await admin.photos.categories.create({ nameEn: 'Album' });
  const galleryTarget = { groupId: (await admin.gallery.groups.create({ nameEn: 'Group' })).id, categoryId: (await admin.gallery.categories.create({ nameEn: 'Gallery' })).id, sort: 0 };
  const career = await admin.careers.create(careerForm({ titleEn: 'Barista' }));
  const store = (await resolveSiteKey(ctx, shop.siteKey))!;
  const mixCategory = await admin.mixMatch.createCategory({ nameEn: 'Bundles' });
  const linkVoucher = await admin.vouchers.create(voucherForm({ name: 'Link voucher' }));
  const bulk = await admin.vouchers.create(voucherForm({ name: 'Bulk voucher', kind: 3, quantity: 1000 }));
  ids.voucher = bulk.id;
  await admin.vouchers.generateCodes({ voucherId: bulk.id, count: 20 });
  await admin.sme.setup(smeForm(await smePicture(ctx)));
  const day = 86_400_000;

  for (const [i, text] of TEXTS.entries()) {
    await admin.users.create(userForm(role.id, { name: text }));
    await logger.caller.tags.create({ name: text });
    await admin.brands.create({ nameEn: text });
    await admin.googleCategories.create({ name: text });
    await admin.specNames.create({ nameEn: text });
    await admin.shakeCampaigns.create({ name: text, gameType: 'fcfs', startsOn: '2026-12-01', endsOn: '2026-12-31', totalShake: 10, totalPerDay: 1, firstCheckpoint: 0, prizes: [{ pictureId: contentPictureId, name: 'Prize', quantity: 1 }] });
    await rt.database.client.shakeUser.create({ data: { merchantId: shop.merchantId, phone: `+6011000000${i}`, name: text, nameKey: text.toLowerCase(), email: `player${i}@shake.test`, verifiedAt: new Date() } });
    const product = await admin.products.create(productForm(shop.categoryId, { nameEn: text, stock: 0 }));
    await admin.mixMatch.createCategory({ nameEn: text });
    await admin.mixMatch.create({
      nameEn: text,
      imageId: pictureId,
      priceSen: 5900,
      stock: 10,
      categoryIds: [mixCategory.id],
      selections: [{ nameEn: 'Pick one', requiredQty: 1, products: [{ productId: shop.mug.id, stock: 3 }] }],
    });
    await admin.paymentLinks.create({ name: text, products: [{ productId: shop.shirt.id, qty: 1 }] });
    const bookingVenue = await admin.booking.createVenue({ nameEn: text, address: `${i} Jalan Telawi` });
    const bookingService = await admin.booking.createService({ name: text, venueIds: [bookingVenue.id], schedule: [1, 2, 3, 4, 5, 6, 7].map((dayId) => ({ dayId, enabled: true, times: [{ startTime: '10:00', endTime: '11:00', slots: 5 }] })) });
    const bookingDay = new Date(Date.now() + 3 * day).toISOString().slice(0, 10);
    await shop.storefront.storefront.booking.book({ serviceId: bookingService.id, venueId: bookingVenue.id, day: bookingDay, startTime: '10:00', name: text, email: `booker${i}@buyer.test` });
    await admin.contacts.create({ name: text, companyName: text, contact: '0123456789' });
    const contactPerson = { name: 'Finance', jobTitle: 'Clerk', phone: '0123456789', email: `einvoice${i}@kedai.test`, isDefault: true };
    await admin.eInvoice.create({ kind: 'company', name: text, brn: `2020010000${String(i + 1).padStart(2, '0')}`, tin: `C${1_000_000_000 + i * 10}`, contacts: [contactPerson] });
    // A buyer's e-invoice request, as the storefront keeps it.
    await rt.database.client.eInvoiceRequest.create({ data: { merchantId: shop.merchantId, orderId: `literal-${i}`, orderNo: 900 + i, openOrderId: `literal-${i}`, status: 'pending', buyerKind: 'person', buyerName: text, buyerTin: 'IG115002000', buyer: '{}' } });
    await admin.keywordMonitoring.create({ name: text, domain: 'literal.my', keywords: ['kuih lapis'], periodMonths: 1, repeat: 1, emails: [] });
    await admin.warranty.create({ productId: shop.mug.id, serialNo: text, buyerName: text, buyerPhone: '0123456789', startDate: '2026-01-01', months: 12 });
    await seedSmeCompany(text);
    const vendor = await rt.database.client.merchant.create({ data: { name: `Vendor ${i}` }, select: { id: true } });
    await setPosVendor(ctx, { merchantId: vendor.id, profile: { name: text, description: `Till ${i}` } });
    await admin.portalAds.create({ imageUploadId: await uploadPicture(ctx, 'portal-ad-image'), keywords: [text], url: 'https://literal.example.my/', startDate: '2026-01-01', endDate: '2026-01-31' });
    await admin.cardActivation.create({ cardNo: text, holderName: text });
    // As the AI screens store them (a conversation's title and a tracked question are what their lists search).
    await rt.database.client.aiConversation.create({ data: { merchantId: shop.merchantId, userId: shop.admin.id, assistant: 'npgpt', title: text, titleKey: text.toLowerCase() } });
    await rt.database.client.aiPositioningItem.create({ data: { merchantId: shop.merchantId, question: text, questionKey: text.toLowerCase() } });
    // A marketplace shop's products and orders as a sync writes them (the simulator names its own).
    ids.marketplaceShop ||= (await rt.database.client.marketplaceShop.create({ data: { merchantId: shop.merchantId, platform: 'shopee', shopId: '5000', storeName: 'Literal', country: 'MY', accessToken: '', refreshToken: '', tokenExpiresAt: new Date() } })).id;
    await rt.database.client.marketplaceProduct.create({ data: { merchantId: shop.merchantId, shopId: ids.marketplaceShop, itemId: String(i), sku: `LIT-${i}`, name: text, status: 'normal', priceSen: 100, stock: 1, updateTime: new Date() } });
    await rt.database.client.marketplaceOrder.create({ data: { merchantId: shop.merchantId, shopId: ids.marketplaceShop, orderSn: `LIT${i}`, status: 'to_ship', totalSen: 100, buyerName: text, placedAt: new Date(), updateTime: new Date() } });
    if (i === 0) await admin.parcelTracking.saveKey({ apiKey: 'literal-key' });
    await admin.parcelTracking.create({ trackingNo: `LIT${i}`, courier: 'poslaju', orderRef: text, parcelContent: 'literal', customerName: text, customerEmail: `literal${i}@parcel.test` });
    await rt.database.client.whatsappEntry.create({ data: { merchantId: shop.merchantId, kind: 'order', entryNo: i + 1, buyerName: text, buyerPhone: `+6019000000${i}`, buyerEmail: `wa${i}@buyer.test`, lines: '[]', totalSen: 0, createdAt: new Date() } });
    const liveSet = await rt.database.client.liveProductSet.create({ data: { merchantId: shop.merchantId, name: text } });
    await rt.database.client.liveSession.create({ data: { merchantId: shop.merchantId, title: text, pageId: '1', videoId: `v${i}`, productSetId: liveSet.id } });
    await rt.database.client.fbMember.create({ data: { merchantId: shop.merchantId, pageId: '1', psid: `70${i}`, name: text, firstSeenAt: new Date(), lastCommentAt: new Date() } });
    ids.emailList ||= (await admin.emailMarketing.createList({ name: 'Literal list' })).id;
    await admin.emailMarketing.createEntry({ listId: ids.emailList, entry: { email: `literal${i}@list.test`, name: text } });
    await admin.salesLanding.create({ name: text, contact: `01234567${i}`, email: `sales${i}@kedai.test`, customUrl: `sales-${i}` });
    const referralGroup = await admin.referral.createGroup({ name: text, commissionPercent: 1 });
    const referrer = await admin.referral.createPerson({ name: text, customName: `literal-${i}`, contact: `01234567${i}`, email: `referrer${i}@kedai.test`, groupId: referralGroup.id });
    await postEvents(rt, shop.siteKey, new Date().toISOString(), [{ kind: 'contact', contact: 'whatsapp', referral: { code: referrer.customName, arrivedAt: new Date().toISOString() } }]);
    await admin.purchaseLinks.create({ name: text, voucherId: linkVoucher.id, voucherDiscountType: 1, products: [{ productId: shop.shirt.id, stock: 5, purchaseQty: 1 }] });
    // Upcoming, a period each (one promotion per product at a time).
    const period = { startAt: new Date(Date.now() + (10 + 2 * i) * day), endAt: new Date(Date.now() + (11 + 2 * i) * day) };
    await admin.addOnDeals.create({ name: text, type: 1, purchaseLimit: 1, ...period, mainProductIds: [product.id], items: [{ productId: shop.mug.id, priceSen: 500, stock: 5, purchaseLimit: 1 }] });
    await admin.discountCampaigns.create({ name: text, ...period, products: [{ productId: product.id, priceSen: 1000 }] });
    await admin.vouchers.create(voucherForm({ name: text }));
    const member = await seedMember(ctx, text);
    await withTransaction(ctx, (tx) => postEarnings(tx, [{ memberId: member.id, points: 500, ruleId: null, note: 'Welcome' }]));
    await admin.broadcasts.create({ name: text, subject: `News ${i}`, message: 'Hello', memberIds: [member.id] });
    await admin.loyalty.createRule(ruleForm({ title: text }));
    const item = await admin.rewardStation.createItem({ name: text, pointsRequired: 100, availability: 1 });
    await admin.rewardStation.record({ memberId: member.id, itemId: item.id });

    const order = { buyer: { name: text, email: `buyer${i}@buyer.test`, phone: '+60123456789' }, items: [{ productId: shop.mug.id, qty: 1 }] };
    await orderToShip(rt, shop, order);
    const shipped = await orderToShip(rt, shop, order);
    await admin.orders.markShipped({ id: shipped.id, courier: 'jnt', trackingNo: `JT ${text}`, shippedAt: new Date() });
    await placeOrder(rt, shop, { ...order, quotation: true });
    await postEvents(rt, shop.siteKey, new Date().toISOString(), [{ kind: 'enquiry', name: text, email: `asker${i}@buyer.test`, subject: `Question ${i}` }]);
    await admin.news.create({ titleEn: text });
    await admin.news.categories.create({ nameEn: text });
    await admin.testimonials.create({ titleEn: text, date: new Date() });
    await admin.pages.create({ titleEn: text, date: new Date() });
    await admin.videos.create({ titleEn: text, url: 'dQw4w9WgXcQ' });
    await admin.videos.categories.create({ nameEn: text });
    await admin.downloads.create({ titleEn: text, fileId: downloadFile.id });
    await admin.downloads.categories.create({ nameEn: text });
    await admin.photos.create({ titleEn: text, pictureId: await uploadPicture(ctx, 'content-picture'), categoryId: album.id });
    await admin.photos.categories.create({ nameEn: text });
    await admin.careers.create(careerForm({ titleEn: text }));
    const resume = await saveStorefrontUpload(store, 'resume-attachment', '', 'resume.pdf', Readable.from([pdfBytes()]));
    await shop.storefront.storefront.careers.applyFor({ careerId: career.id, attachmentId: resume.id, name: text, email: `candidate${i}@buyer.test`, mobile: '+60123456789' });
    await admin.services.create({ nameEn: text, priceSen: 5000 });
    await admin.services.categories.create({ nameEn: text });
    await admin.services.tags.create({ nameEn: text });
    await admin.gallery.create({ titleEn: text, pictureId: await uploadPicture(ctx, 'content-picture'), ...galleryTarget });
    await admin.gallery.categories.create({ nameEn: text });
    await admin.gallery.groups.create({ nameEn: text });
    await admin.timeline.create({ titleEn: text });
    await admin.reviews.create({ productId: shop.mug.id, reviewerName: text, stars: 5, reviewedAt: new Date() });
    await admin.support.open({ kind: 'remote', issue: text, description: 'Help', appointmentDate: '2099-01-15' });
  }
  // Business tag cards are bound by the operator's approval of a request naming their printed ids.
  await approveBindRequest(ctx, { id: (await admin.businessTag.requests.create({ cardIds: [...TEXTS] })).id });
}

beforeAll(async () => {
  await seedRecords();
}, 300_000);

describe('searches take %, _ and \\ as plain characters', () => {
  it.each(CASES.map((c) => [c.path, c] as const))('%s', async (_path, searchCase) => {
    const everything = await searchCase.list(shop.admin.caller, undefined);
    // Each list holds records with the texts, so a wrong answer cannot pass as an empty one.
    expect(everything.some((hit) => TERMS.some((term) => holds(hit, term)))).toBe(!searchCase.cannotHold);
    expect(everything.length).toBeGreaterThan(0);
    for (const term of TERMS) {
      const expected = keys(everything.filter((hit) => holds(hit, term)));
      expect(keys(await searchCase.list(shop.admin.caller, term)), `${searchCase.path} "${term}"`).toEqual(expected);
    }
  });

  it('covers every procedure that takes a search', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs: { shape?: Record<string, unknown> }[] } }>;
    const searching = allProcedures()
      .filter((p) => procedures[p.path]!._def.inputs.some((input) => input.shape && 'search' in input.shape))
      .map((p) => p.path);
    expect(CASES.map((c) => c.path).sort()).toEqual(searching.sort());
  });
});
