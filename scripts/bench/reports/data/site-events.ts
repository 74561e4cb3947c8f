// The reports benchmark's storefront events, as a shop's website and app send them: visits that
// each land on a page (about a quarter of the page views, with a referrer of every source kind),
// then browse pages, view products, search (a Zipf-like spread over a few thousand terms), press
// contact buttons and now and then send an enquiry. Addresses come from a pool in which regular
// visitors come back often; pages from a few hundred paths; products from the shop's own.
import type { Channel, ContactType, Device } from '../../../../core/reports/constants.ts';
import type { TSiteEvent } from '../../../../core/reports/event-schema.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../orders/data/buyers.ts';
import { random, type Random } from '../../orders/data/random.ts';
import { BLOG_POSTS, CATEGORIES, CONTACT_WEIGHTS, ENQUIRY_SUBJECTS, IP_PREFIXES, REFERRERS, SEARCH_QUALIFIERS, SEARCH_WORDS, SITE_PAGES } from './visitors.ts';

/** The merchant the events are of: its calendar and its products. */
export interface EventShop {
  merchantId: string;
  timeZone: string;
  productIds: readonly string[];
}

export interface EventOptions {
  count: number;
  seed: number;
  /** The events spread evenly over [from, to] (epoch ms), oldest first; none after to. */
  from: number;
  to: number;
}

/** An event as the storefront API takes it (every field given), and when it happened. */
export interface GeneratedEvent {
  at: Date;
  event: TSiteEvent;
}

/** A Zipf-like draw of a rank below n: rank r comes with weight 1 / (r + 1)^s. */
function zipf(n: number, s = 1): (rnd: Random) => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) cumulative[i] = total += 1 / (i + 1) ** s;
  return (rnd) => {
    const u = rnd.next() * total;
    let [lo, hi] = [0, n - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > u) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

function weighted<T>(entries: readonly (readonly [T, number])[]): (rnd: Random) => T {
  const total = entries.reduce((n, [, w]) => n + w, 0);
  return (rnd) => {
    let u = rnd.next() * total;
    for (const [value, w] of entries) if ((u -= w) < 0) return value;
    return entries.at(-1)![0];
  };
}

/** A deterministic shuffle, so the most searched terms are not all of the first word. */
function shuffled<T>(list: T[], rnd: Random): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

const SECOND = 1000;
/** After its landing page a visit goes on with this many events on average (geometric): 6.7 events a visit. */
const FURTHER_EVENTS = 5.7;
/** What a visitor does after landing, per 1,000 events: with the landings, page views are 60 % of all events and product views 25 %. */
const NEXT_KIND = weighted<TSiteEvent['kind']>([['page_view', 530], ['product_view', 294], ['search', 94], ['contact', 79], ['enquiry', 3]]);
const CHANNEL = weighted<Channel>([['website', 85], ['app', 15]]);
const DEVICE: Record<Channel, (rnd: Random) => Device> = {
  website: weighted<Device>([['mobile', 62], ['desktop', 33], ['tablet', 5]]),
  app: weighted<Device>([['mobile', 90], ['tablet', 10]]),
};
const CONTACT = weighted<ContactType>(CONTACT_WEIGHTS);
const SOURCE = weighted(REFERRERS.map((r) => [r.urls, r.weight] as const));
/** Visits that arrive with a referral person's code, per 100, and how many codes there are. */
const REFERRED = 5;
const REFERRAL_CODES = 40;

/** The storefront events of a shop over a span, oldest first (visits interleave by a few minutes). */
export function* siteEvents(shop: EventShop, options: EventOptions): Generator<GeneratedEvent> {
  const rnd = random(options.seed);
  const productPages = shop.productIds.map((_, i) => `/products/p${i + 1}`);
  const pages = [...SITE_PAGES, ...CATEGORIES.map((c) => `/category/${c}`), ...productPages, ...Array.from({ length: BLOG_POSTS }, (_, i) => `/blog/post-${i + 1}`)];
  const page = zipf(pages.length, 1.1);
  const product = zipf(shop.productIds.length, 0.9);
  const terms = shuffled([...SEARCH_WORDS, ...SEARCH_WORDS.flatMap((w) => SEARCH_QUALIFIERS.map((q) => `${w} ${q}`))], random(options.seed + 1));
  const term = zipf(terms.length, 1.05);
  const code = zipf(REFERRAL_CODES, 1);
  // Repeat visitors: two in five visits come from the twentieth of the pool that visits often.
  const pool = Math.max(1_000, Math.round(options.count / 30));
  const regulars = Math.ceil(pool / 20);
  const ipOf = (i: number) => `${IP_PREFIXES[i % IP_PREFIXES.length]}.${Math.floor(i / IP_PREFIXES.length / 254) % 256}.${(Math.floor(i / IP_PREFIXES.length) % 254) + 1}`;
  const span = options.to - options.from;
  let made = 0;
  while (made < options.count) {
    let at = Math.min(options.to, options.from + (made / options.count) * span + rnd.next() * 60 * SECOND);
    const channel = CHANNEL(rnd);
    const common = {
      channel,
      ip: ipOf(rnd.next() < 0.4 ? rnd.int(0, regulars - 1) : rnd.int(0, pool - 1)),
      device: DEVICE[channel](rnd),
      referralCode: rnd.int(1, 100) <= REFERRED ? `REF${String(code(rnd) + 1).padStart(3, '0')}` : '',
    };
    const urls = SOURCE(rnd);
    let current = pages[page(rnd)]!;
    const visit: TSiteEvent[] = [{ kind: 'page_view', ...common, page: current, landing: true, referrer: rnd.pick(urls) }];
    while (rnd.next() < FURTHER_EVENTS / (FURTHER_EVENTS + 1)) {
      const kind = NEXT_KIND(rnd);
      if (kind === 'page_view') {
        current = pages[page(rnd)]!;
        visit.push({ kind, ...common, page: current, landing: false, referrer: '' });
      } else if (kind === 'product_view') {
        const p = product(rnd);
        current = productPages[p]!;
        visit.push({ kind, ...common, page: current, productId: shop.productIds[p]! });
      } else if (kind === 'search') {
        const words = terms[term(rnd)]!;
        // Some type capitals: the report counts words lower-cased.
        visit.push({ kind, ...common, page: current, term: rnd.int(1, 5) === 1 ? words[0]!.toUpperCase() + words.slice(1) : words });
      } else if (kind === 'contact') {
        visit.push({ kind, ...common, page: current, contact: CONTACT(rnd) });
      } else {
        visit.push(enquiry(rnd, common, current, productPages.indexOf(current), shop));
      }
    }
    for (const event of visit) {
      if (at > options.to || made === options.count) break;
      yield { at: new Date(Math.floor(at)), event };
      made++;
      at += rnd.int(10, 180) * SECOND;
    }
  }
}

type Common = Pick<TSiteEvent, 'channel' | 'ip' | 'device' | 'referralCode'>;

/** An enquiry from the contact page or a product's page (then about that product). */
function enquiry(rnd: Random, common: Common, page: string, productIndex: number, shop: EventShop): TSiteEvent {
  const [first, last] = [rnd.pick(FIRST_NAMES), rnd.pick(LAST_NAMES)];
  const login = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  const onProduct = productIndex >= 0;
  return {
    kind: 'enquiry',
    ...common,
    page: onProduct ? page : '/contact',
    name: `${first} ${last}`,
    email: `${login}${rnd.int(1, 999)}@mail.example.my`,
    phone: `+6012${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`,
    subject: rnd.pick(ENQUIRY_SUBJECTS),
    message: 'Hello, may I know if this is still available and how long delivery takes to my area? Thank you.',
    fields: rnd.int(1, 3) === 1 ? [{ label: 'Quantity', value: String(rnd.int(1, 50)) }, { label: 'State', value: 'Selangor' }] : [],
    ...(onProduct && { productId: shop.productIds[productIndex]! }),
  };
}
