import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { projectRoot } from '../../core/platform/config.ts';
import { PRODUCT_LINE } from '../../core/reports/product-line.ts';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, anonymous, mailsTo } from '../helpers/fixtures.ts';
import { seedTenantA, type TenantFixtures } from '../integration/tenancy/world.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const PHONE = { width: 390, height: 844 };

/** A merchant with one of everything, and a password reset link of its admin's. */
async function phoneShop(rt: Runtime) {
  const { shop, fixtures } = await seedTenantA(rt);
  await anonymous(rt).auth.forgotPassword({ username: shop.admin.username });
  const [mail] = await mailsTo(rt, shop.merchantId, `${shop.admin.username}@shop.test`);
  const resetToken = /\/reset\/(\S+)\/merchant-reset-password/.exec(mail!.text)![1]!;
  return { shop, fixtures, resetToken };
}

/**
 * Every registered route with its access kind. The registry belongs to the dashboard's TypeScript
 * project, which the tests' project cannot include, so it is loaded when the test runs.
 */
async function registeredRoutes(): Promise<{ path: string; access: string }[]> {
  const app = path.join(projectRoot, 'dashboard', 'app');
  const { ROUTES } = (await import(path.join(app, 'features.ts'))) as { ROUTES: { path: string }[] };
  const { accessOf } = (await import(path.join(app, 'route-access.ts'))) as { accessOf: (route: string) => string };
  return ROUTES.map((route) => ({ path: route.path, access: accessOf(route.path) }));
}

/** The seeded record each route with a parameter opens (and the app's path of each `{product}` route). A new route of that kind must be added here. */
function recordUrls(f: TenantFixtures, resetToken: string): Record<string, string> {
  const p = f.promotions;
  return {
    '/reset/{id}/merchant-reset-password': `/reset/${resetToken}/merchant-reset-password`,
    '/quick-access/redirect/{redirect_path}': '/quick-access/redirect/dashboard',
    '/user/{id}/user-log': `/user/${f.adminId}/user-log`,
    '/user/{id}/user-log/actions': `/user/${f.adminId}/user-log/actions`,
    '/announcement/details/{id}': `/announcement/details/${f.announcementId}`,
    '/rednote-expert/{hash}': `/rednote-expert/${f.utility.reportShareHash}`,
    '/manage/products/edit/{id}': `/manage/products/edit/${f.catalogue.productId}`,
    '/manage/news/edit/{id}': `/manage/news/edit/${f.content.newsId}`,
    '/news_edit/{id}': `/news_edit/${f.content.newsId}`,
    '/manage/photos/edit/{id}': `/manage/photos/edit/${f.photos.photoId}`,
    '/photo_edit/{id}': `/photo_edit/${f.photos.photoId}`,
    '/manage/testimonial/edit/{id}': `/manage/testimonial/edit/${f.content.testimonialId}`,
    '/manage/page/edit/{id}': `/manage/page/edit/${f.content.pageId}`,
    '/manage/youtube/edit/{id}': `/manage/youtube/edit/${f.content.videoId}`,
    '/manage/downloads/edit/{id}': `/manage/downloads/edit/${f.downloads.downloadId}`,
    '/manage/careers/edit/{id}': `/manage/careers/edit/${f.careers.careerId}`,
    '/manage/services/edit/{id}': `/manage/services/edit/${f.services.serviceId}`,
    '/manage/other/edit/{id}': `/manage/other/edit/${f.gallery.galleryPhotoId}`,
    '/website/banner/edit/{id}': `/website/banner/edit/${f.website.bannerId}`,
    '/profile/{id}/sales-landing-details': `/profile/${f.salesLanding.salesPersonId}/sales-landing-details`,
    '/profile/{id}/sales-landing-customization': `/profile/${f.salesLanding.salesPersonId}/sales-landing-customization`,
    '/profile/{id}/sales-landing-report': `/profile/${f.salesLanding.salesPersonId}/sales-landing-report`,
    '/business-tag/report/{id}': `/business-tag/report/${f.businessTag.businessCardId}`,
    '/sme/company-detail/{id}': `/sme/company-detail/${f.sme.companyId}`,
    '/sme/sme-company-details/{selected_company_id}': `/sme/sme-company-details/${f.sme.companyId}`,
    '/ai-suggestion/{id}': `/ai-suggestion/${f.aiAssistants.suggestionSetId}`,
    '/AI-Background/tools/{id}/{type}/{img}': `/AI-Background/tools/${f.jobs.bgRemoveJobId}/product/0`,
    '/pos-vendor/{merchant_id}': `/pos-vendor/${f.portalAds.vendorId}`,
    '/portal-keywords-ads-details/{ads_id}': `/portal-keywords-ads-details/${f.portalAds.adId}`,
    '/referral/referral-info-edit/{action_id}': `/referral/referral-info-edit/${f.referral.referralPersonId}`,
    '/referral/referral-group-edit/{action_id}': `/referral/referral-group-edit/${f.referral.referralGroupId}`,
    '/referral/performance/{id}': `/referral/performance/${f.referral.referralPersonId}`,
    '/referral/performance-report/{referral_id}': `/referral/performance-report/${f.referral.referralPersonId}`,
    '/app/app-management/slider/edit/{id}': `/app/app-management/slider/edit/${f.app.appSliderId}`,
    '/mysales/order/{oid}': `/mysales/order/${f.checkout.orderId}`,
    '/order/details_mobile': `/order/details_mobile?oid=${f.checkout.orderId}`,
    '/mysales/quotation/{oid}': `/mysales/quotation/${f.orders.quotationId}`,
    '/mysales/member/{uid}': `/mysales/member/${f.members.memberId}`,
    '/mysales/shipping-setting/{zid}': `/mysales/shipping-setting/${f.salesSettings.shippingZoneId}`,
    '/mysales/shipping-setting/option/{sid}': `/mysales/shipping-setting/option/${f.salesSettings.shippingOptionId}`,
    '/mysales/loyalty-and-reward/member-reward/setting/{rid}': `/mysales/loyalty-and-reward/member-reward/setting/${f.loyalty.ruleId}`,
    '/mysales/loyalty-and-reward/member-reward/tier/{tid}': `/mysales/loyalty-and-reward/member-reward/tier/${f.loyalty.tierId}`,
    '/mysales/loyalty-and-reward/reward-station/item/{id}': `/mysales/loyalty-and-reward/reward-station/item/${f.rewardStation.itemId}`,
    '/app/shake-campaigns/edit/{id}/detail': `/app/shake-campaigns/edit/${f.shake.runningId}/detail`,
    '/app/shake-campaigns/shake-users/{id}/detail': `/app/shake-campaigns/shake-users/${f.shake.shakeUserId}/detail`,
    '/booking/services/{sid}': `/booking/services/${f.booking.bookingServiceId}`,
    '/booking/place-venue/{bid}': `/booking/place-venue/${f.booking.bookingVenueId}`,
    '/tools/contact-list/edit/{id}': `/tools/contact-list/edit/${f.contacts.contactId}`,
    '/tools/email-marketing/edit/{id}': `/tools/email-marketing/edit/${f.emailMarketing.campaignId}`,
    '/mysales/marketing-tools/voucher/{vid}': `/mysales/marketing-tools/voucher/${p.voucherId}`,
    '/mysales/marketing-tools/discount-campaigns/{dcid}': `/mysales/marketing-tools/discount-campaigns/${p.campaignId}`,
    '/mysales/marketing-tools/add-on-deals/{did}': `/mysales/marketing-tools/add-on-deals/${p.addOnDealId}`,
    '/mysales/marketing-tools/mix-and-match/details/{mid}': `/mysales/marketing-tools/mix-and-match/details/${p.mixMatchId}`,
    '/mysales/marketing-tools/mix-and-match/category/detail/{cid}': `/mysales/marketing-tools/mix-and-match/category/detail/${p.mixMatchCategoryId}`,
    '/mysales/payment-detail/{pid}': `/mysales/payment-detail/${p.paymentLinkId}`,
    '/mysales/live-commerce/product-set/{sid}': `/mysales/live-commerce/product-set/${f.liveCommerce.liveSetId}`,
    '/mysales/purchase-detail/{pid}': `/mysales/purchase-detail/${p.purchaseLinkId}`,
    '/mysales/marketing-tools/broadcast-management/{bid}': `/mysales/marketing-tools/broadcast-management/${p.broadcastId}`,
    '/report/{product}-visitor-report': `/report/${PRODUCT_LINE}-visitor-report`,
    '/report/{product}-landing-pages': `/report/${PRODUCT_LINE}-landing-pages`,
    '/report/{product}-enquiry': `/report/${PRODUCT_LINE}-enquiry`,
    '/{product}-add-on': `/${PRODUCT_LINE}-add-on`,
    '/report/{product}-enquiry/detail/{id}': `/report/${PRODUCT_LINE}-enquiry/detail/${f.traffic.appEnquiryId}`,
    '/report/website-enquiry/detail/{id}': `/report/website-enquiry/detail/${f.traffic.websiteEnquiryId}`,
    '/report/lead-report/referral/{id}': `/report/lead-report/referral/${f.traffic.referralCode}`,
    '/affiliate-marketing/report/event/{id}/click-from-sources': `/affiliate-marketing/report/event/${f.marketingReports.affiliateEventId}/click-from-sources`,
    '/affiliate-marketing/report/event/{id}/registered-lists': `/affiliate-marketing/report/event/${f.marketingReports.affiliateEventId}/registered-lists`,
    '/onesync/mychatbot/broadcast-message/{page_id}': `/onesync/mychatbot/broadcast-message/${f.social.pageId}`,
    '/AI-chatbot/whatsapp_history/{id}/{name}': `/AI-chatbot/whatsapp_history/${f.aiChatbot.numberId}/Kedai`,
    '/AI-chatbot/messenger_history/{id}/{name}': `/AI-chatbot/messenger_history/${f.social.pageId}/Page`,
    '/marketplace-sync/products-list/{sid}': `/marketplace-sync/products-list/${f.marketplaces.marketplaceShopId}`,
    '/marketplace-sync/boost/{sid}': `/marketplace-sync/boost/${f.marketplaces.marketplaceShopId}`,
    '/marketplace-sync/orders/{oid}': `/marketplace-sync/orders/${f.marketplaces.marketplaceOrderId}`,
    '/manage/products/sync2shopee/shop/{sid}/product/{id}': `/manage/products/sync2shopee/shop/${f.marketplaces.marketplaceShopId}/product/${f.catalogue.productId}`,
    // The seeded shop is a Shopee one: on the Lazada page it is not found, as the screen says.
    '/manage/products/sync2lazada/shop/{sid}/product/{id}': `/manage/products/sync2lazada/shop/${f.marketplaces.marketplaceShopId}/product/${f.catalogue.productId}`,
  };
}

/**
 * Navigates inside the app, as a click on a link would, and resolves once the screen has settled
 * (no request in flight for a moment, something on the screen and no loader spinning: its code
 * and data have arrived and it has rendered, however slowly a busy machine runs the scripts), with
 * the errors the screen threw. After a screen broke, the next one loads afresh, so that one broken
 * screen does not stand in for the rest.
 */
function navigator(page: Page, base: string): (url: string) => Promise<string[]> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let broken = false;
  return async (url) => {
    lastChange = Date.now();
    if (broken) await page.goto(`${base}${url}`);
    else
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    const rendered = () => page.evaluate(() => document.body.innerText.trim() !== '' && ![...document.querySelectorAll('.mantine-Loader-root')].some((loader) => loader.checkVisibility()));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 150 || !(await rendered()))) await page.waitForTimeout(25);
    const thrown = errors.splice(0);
    broken = thrown.length > 0;
    return thrown;
  };
}

/**
 * What does not fit the screen: the document wider than it (naming the outermost elements that
 * stick out), a box that scrolls sideways inside it (a table in its own scroll area hides its last
 * columns all the same), a box that cuts off its content (leaving out text fields, which scroll
 * their own text, deliberate ellipses, text hidden for all but screen readers in a 1 px box, and
 * the few pixels of a control's own decoration such as a switch's thumb), and anything of the
 * fixed header past the screen's edge, which never makes the document wider.
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label');
      const cls = [...el.classList].filter((c) => !c.startsWith('m_')).slice(0, 2).join('.');
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${cls ? `.${cls}` : ''}`;
    };
    const found: string[] = [];
    const all = [...document.body.querySelectorAll('*')];
    if (document.documentElement.scrollWidth > width) {
      const out = all.filter((el) => el.getBoundingClientRect().right > width + 1);
      const outermost = out.filter((el) => !out.includes(el.parentElement!)).slice(0, 3);
      found.push(`the page is ${document.documentElement.scrollWidth} px wide (${outermost.map((el) => `${name(el)} ${Math.round(el.getBoundingClientRect().width)} px`).join(', ')})`);
    }
    for (const el of all) {
      const style = getComputedStyle(el);
      if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) found.push(`${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
      const clipped = ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis' && !el.matches('input, textarea') && el.clientWidth > 1;
      if (clipped && el.scrollWidth > el.clientWidth + 4) found.push(`${name(el)} cuts off its content (${el.scrollWidth} px in ${el.clientWidth} px)`);
    }
    const header = document.querySelector('header');
    const cut = header ? [...header.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 1) : [];
    if (cut.length > 0) found.push(`the header runs past the screen (${cut.map(name).slice(0, 3).join(', ')})`);
    return found;
  });
}

/**
 * The screens in `of` files that run side by side, each with its own server and browser: file
 * `shard` (1-based) visits every `of`-th signed-in screen; the first also the guest screens and an
 * order's items. About 0.4 s a screen on a 2-core machine, one browser tab each.
 */
export function describePhoneLayout(shard: number, of: number): void {
  const world = e2eWorld(phoneShop);
  describe(`the dashboard on a phone (390 × 844), ${shard} of ${of}`, () => {
    it('scrolls no screen sideways, signed out on the guest screens and signed in as the master admin on every other', { timeout: 300_000 }, async () => {
      const routes = await registeredRoutes();
      const urls = recordUrls(world.shop.fixtures, world.shop.resetToken);
      const unseeded = routes.filter((r) => (r.path.includes('{') || r.path === '/order/details_mobile') && !urls[r.path]).map((r) => r.path);
      expect(unseeded, 'routes with no seeded record to open').toEqual([]);
      // Signing out ends the visit, so it comes last.
      const guest = shard === 1 ? routes.filter((r) => r.access === 'guest') : [];
      const signedIn = routes.filter((r) => r.access !== 'guest' && r.path !== '/logout').filter((_r, i) => i % of === shard - 1);
      const { context, page } = await newVisitor(world.browser, PHONE);
      const go = navigator(page, world.app.url);
      const problems: string[] = [];
      const visit = async (path: string) => {
        const thrown = await go(urls[path] ?? path);
        if (thrown.length > 0) problems.push(`${path}: the screen broke (${thrown[0]})`);
        else if (!(await page.evaluate(() => document.body.innerText.trim()))) problems.push(`${path}: the screen showed nothing`);
        else for (const problem of await overflows(page)) problems.push(`${path}: ${problem}`);
      };
      await page.goto(`${world.app.url}/login`);
      for (const route of guest) await visit(route.path);
      await signIn(page, world.app.url, world.shop.shop.admin.username, PASSWORD);
      await page.waitForURL('**/dashboard');
      for (const route of signedIn) await visit(route.path);
      // An order's item keeps its quantity, unit price and amount on the screen, each under its heading.
      if (shard === 1) {
        await go(urls['/mysales/order/{oid}']!);
        await page.getByTestId('order-items').locator('td[data-label]').first().waitFor();
        const cells = await page
          .getByTestId('order-items')
          .locator('td[data-label]')
          .evaluateAll((tds) => tds.filter((td) => td.getBoundingClientRect().left >= 0 && td.getBoundingClientRect().right <= innerWidth).map((td) => [td.dataset.label, td.textContent]));
        expect(cells).toEqual(expect.arrayContaining([['Qty', '1'], ['Unit price', 'RM 19.90'], ['Amount', 'RM 19.90']]));
      }
      await visit('/logout');
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}
