import { z } from 'zod';
import { msg, term } from '../shared/messages.ts';
import { optionalText } from '../shared/text-fields.ts';
import { ZReferralArrival } from '../referral/schema.ts';
import { CHANNELS, CONTACT_TYPES, DEVICES, REPORT_LIMITS, REPORT_MESSAGES as M } from './constants.ts';

const field = (name: string) => term(`fields.enquiry.${name}`);

/** What every event may say besides its own fields; the server fills what it leaves out. */
const common = {
  channel: z.enum(CHANNELS).default('website'),
  /** When it happened (ISO 8601): at most 48 hours ago, for apps that send later; the server's clock when absent. */
  at: z.iso.datetime({ offset: true, error: msg('siteEvents.eventTime') }).optional(),
  /** The visitor's address, when the website's server forwards it; the calling address when absent. */
  ip: z.union([z.ipv4(), z.ipv6()], { error: msg('siteEvents.eventIp') }).optional(),
  device: z.enum(DEVICES).optional(),
  /** The page's path or address where it happened. */
  page: optionalText(500),
  /** A referral person's code the visitor arrived with (the lead report counts it). */
  referralCode: optionalText(64),
  /**
   * The referral person's link the visitor arrived through and when, as the website kept it: an
   * enquiry or WhatsApp click within the window is credited to an active person (core/referral).
   * Its code stands for referralCode when that is blank.
   */
  referral: ZReferralArrival.optional(),
  /** The sales person whose landing page the visitor came through (the landing page's salesPersonId). */
  salesPersonId: z.string().trim().min(1).max(64).optional(),
};

const pageView = z.object({
  kind: z.literal('page_view'),
  ...common,
  /** True for the first page of a visit: it carries the visit's referrer. */
  landing: z.boolean().default(false),
  referrer: optionalText(1000),
});

const productView = z.object({ kind: z.literal('product_view'), ...common, productId: z.string().trim().min(1).max(64) });
const search = z.object({ kind: z.literal('search'), ...common, term: z.string().trim().min(1, msg('siteEvents.searchRequired')).max(200) });
const contact = z.object({ kind: z.literal('contact'), ...common, contact: z.enum(CONTACT_TYPES) });

const enquiry = z.object({
  kind: z.literal('enquiry'),
  ...common,
  name: z.string({ error: msg('shared.required') }).trim().min(1, msg('siteEvents.enquiryNameRequired')).max(120, msg('shared.tooLong', { field: field('name'), max: 120 })),
  email: z.union([z.literal(''), z.email(msg('siteEvents.enquiryEmailInvalid'))]).default(''),
  phone: optionalText(40, field('phone')),
  subject: optionalText(200, field('subject')),
  message: optionalText(5000, field('message')),
  /** The form's other fields, in its order. */
  fields: z.array(z.object({ label: z.string().trim().min(1).max(120), value: z.string().trim().max(2000) })).max(30).default([]),
  productId: z.string().trim().min(1).max(64).optional(),
});

/** A product showcase slot's product shown (view) or followed (click): slotId is one of the merchant's slots. */
const slotId = z.string().trim().min(1).max(64);
const showcaseView = z.object({ kind: z.literal('showcase_view'), ...common, slotId });
const showcaseClick = z.object({ kind: z.literal('showcase_click'), ...common, slotId });

/** An affiliate event's link: its code (one of the merchant's events) and the source the link named (facebook, newsletter). */
const affiliateLink = {
  code: z.string().trim().toUpperCase().min(1).max(32),
  source: optionalText(64).transform((s) => s.toLowerCase()),
};
const affiliateClick = z.object({ kind: z.literal('affiliate_click'), ...common, ...affiliateLink });
const affiliateRegistration = z.object({
  kind: z.literal('affiliate_registration'),
  ...common,
  ...affiliateLink,
  name: z.string({ error: msg('shared.required') }).trim().min(1, msg('siteEvents.enquiryNameRequired')).max(120, msg('shared.tooLong', { field: field('name'), max: 120 })),
  email: z.email(msg('siteEvents.enquiryEmailInvalid')).max(254),
  contact: optionalText(40, term('fields.registration.contact')),
  company: optionalText(200, term('fields.registration.company')),
});

export const ZSiteEvent = z.discriminatedUnion('kind', [pageView, productView, search, contact, enquiry, showcaseView, showcaseClick, affiliateClick, affiliateRegistration]);
export type TSiteEvent = z.output<typeof ZSiteEvent>;

/** One storefront call: 1 to 500 events, recorded all together or not at all. */
export const ZRecordEventsInput = z.object({
  events: z.array(ZSiteEvent).min(1).max(REPORT_LIMITS.eventsPerBatch, M.tooManyEvents),
});
export type TRecordEventsInput = z.input<typeof ZRecordEventsInput>;

export const ZRecordedEvents = z.object({ recorded: z.number().int(), enquiries: z.array(z.string()), registrations: z.array(z.string()) });
export type TRecordedEvents = z.infer<typeof ZRecordedEvents>;
