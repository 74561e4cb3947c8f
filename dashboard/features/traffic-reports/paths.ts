import type { Channel } from '../../../core/reports/constants.ts';
import { PRODUCT_LINE } from '../../../core/reports/product-line.ts';
import { productPath } from '../../app/route-access.ts';

/** The traffic reports' screens, as the spec spells their paths (`{product}` is the app's). */
export const TRAFFIC_PATHS = {
  websiteVisitors: '/report/website-visitor-report',
  appVisitors: '/report/{product}-visitor-report',
  statistics: '/report/website-statistics',
  websiteLandingPages: '/report/website-landing-pages',
  appLandingPages: '/report/{product}-landing-pages',
  productsView: '/report/products-view-report',
  ipView: '/report/ip-view-report',
  whatsappClicks: '/report/whatsapp-click-view-report',
  searches: '/report/website-search-report',
  aiTraffic: '/ai-traffic-report',
  leads: '/report/lead-report',
  leadReferral: '/report/lead-report/referral/{id}',
  websiteEnquiries: '/report/website-enquiry',
  websiteEnquiry: '/report/website-enquiry/detail/{id}',
  appEnquiries: '/report/{product}-enquiry',
  appEnquiry: '/report/{product}-enquiry/detail/{id}',
} as const;
const P = TRAFFIC_PATHS;

/** A screen that has a path of its own for each channel; its channel switch goes from one to the other. */
export type ChannelPaths = Record<Channel, string>;

export const VISITOR_PATHS: ChannelPaths = { website: P.websiteVisitors, [PRODUCT_LINE]: P.appVisitors };
export const LANDING_PAGE_PATHS: ChannelPaths = { website: P.websiteLandingPages, [PRODUCT_LINE]: P.appLandingPages };
export const ENQUIRY_LIST_PATHS: ChannelPaths = { website: P.websiteEnquiries, [PRODUCT_LINE]: P.appEnquiries };
const ENQUIRY_PATHS: ChannelPaths = { website: P.websiteEnquiry, [PRODUCT_LINE]: P.appEnquiry };

/** A screen's address with a report's query (its period, its channel). */
export const withQuery = (path: string, query: Record<string, string> = {}): string => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

const withId = (path: string, id: string) => productPath(path).replace('{id}', encodeURIComponent(id));

/** An enquiry's screen, under its channel's list. */
export const enquiryPath = (channel: Channel, id: string): string => withId(ENQUIRY_PATHS[channel], id);

/** A referral code's leads. */
export const leadReferralPath = (code: string): string => withId(P.leadReferral, code);
