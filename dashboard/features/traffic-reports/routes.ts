import { IconReportAnalytics, IconSearch, IconUsers } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { TRAFFIC_PATHS as P } from './paths.ts';

const access = { kind: 'module', module: 'report' } as const;
const section = 'reports';

const visitors = () => import('./visitor-report-screen.tsx');
const landingPages = () => import('./landing-pages-screen.tsx');
const enquiries = () => import('./enquiry-list-screen.tsx');
const enquiry = () => import('./enquiry-detail-screen.tsx');

/**
 * The traffic reports: what the merchant's website and app saw (storefront events) and the
 * enquiries they sent. The screens each channel has (visitors, landing pages, enquiries) share
 * one screen, whose channel switch goes between the two paths; the menu names the website's.
 */
export const trafficReportsFeature: Feature = {
  module: 'report',
  routes: [
    { path: P.websiteVisitors, title: 'reports.traffic.titles.websiteVisitors', load: visitors },
    { path: P.appVisitors, title: 'reports.traffic.titles.appVisitors', load: visitors },
    { path: P.statistics, title: 'reports.traffic.titles.statistics', load: () => import('./statistics-screen.tsx') },
    { path: P.websiteLandingPages, title: 'reports.traffic.titles.websiteLandingPages', load: landingPages },
    { path: P.appLandingPages, title: 'reports.traffic.titles.appLandingPages', load: landingPages },
    { path: P.productsView, title: 'reports.traffic.titles.productsView', load: () => import('./products-view-screen.tsx') },
    { path: P.ipView, title: 'reports.traffic.titles.ipView', load: () => import('./ip-view-screen.tsx') },
    { path: P.whatsappClicks, title: 'reports.traffic.titles.whatsappClicks', load: () => import('./whatsapp-clicks-screen.tsx') },
    { path: P.searches, title: 'reports.traffic.titles.searches', load: () => import('./search-report-screen.tsx') },
    { path: P.aiTraffic, title: 'reports.traffic.titles.aiTraffic', load: () => import('./ai-traffic-screen.tsx') },
    { path: P.leads, title: 'reports.traffic.titles.leads', load: () => import('./lead-report-screen.tsx') },
    { path: P.leadReferral, title: 'reports.traffic.titles.leadReferral', load: () => import('./lead-referral-screen.tsx') },
    { path: P.websiteEnquiries, title: 'reports.traffic.titles.websiteEnquiries', load: enquiries },
    { path: P.websiteEnquiry, title: 'reports.traffic.titles.websiteEnquiry', load: enquiry },
    { path: P.appEnquiries, title: 'reports.traffic.titles.appEnquiries', load: enquiries },
    { path: P.appEnquiry, title: 'reports.traffic.titles.appEnquiry', load: enquiry },
  ],
  menu: [
    { label: 'menu.visitors', path: P.websiteVisitors, icon: IconUsers, access, section },
    { label: 'menu.websiteStatistics', path: P.statistics, icon: IconReportAnalytics, access, section },
    { label: 'menu.landingPages', path: P.websiteLandingPages, icon: IconReportAnalytics, access, section },
    { label: 'menu.productsViewed', path: P.productsView, icon: IconReportAnalytics, access, section },
    { label: 'menu.searches', path: P.searches, icon: IconSearch, access, section },
    { label: 'menu.whatsappClicks', path: P.whatsappClicks, icon: IconReportAnalytics, access, section },
    { label: 'menu.ipView', path: P.ipView, icon: IconReportAnalytics, access, section },
    { label: 'menu.aiTraffic', path: P.aiTraffic, icon: IconReportAnalytics, access, section },
    { label: 'menu.enquiries', path: P.websiteEnquiries, icon: IconReportAnalytics, access, section },
    { label: 'menu.leads', path: P.leads, icon: IconReportAnalytics, access, section },
  ],
};
