import { parseEngineFlags, type EngineFlags } from '../flags.ts';

export interface Flags extends EngineFlags {
  orders: number;
  events: number;
  others: number;
  ingest: number;
  runs: number;
  merchants: number;
}

const USAGE = `npm run bench -- reports [--orders 1000000] [--events 10000000] [--others N] [--ingest 200000] [--runs 30]
                           [--merchants 100] [--engine sqlite|postgres|both] [--keep] [--data DIR]
  --orders     orders of the measured shop (default 1,000,000), placed over two years by the orders bench's generator
  --events     storefront events of the measured shop (default 10,000,000) over the last 400 days
  --others     orders of each of two other shops in the same database (default a twentieth of --orders); their
               events are as large a part of --events
  --ingest     events recorded through recordEvents for the ingestion rate, 500 a call (default 200,000)
  --runs       timed runs of each report query after the warm-up (default 30)
  --merchants  small merchants of the monthly run, in a database of their own (default 100)
  --engine     database engine (default both); PostgreSQL at TEST_POSTGRES_URL or postgresql://postgres@127.0.0.1:5432/test,
               in databases merchant_bench_reports and merchant_bench_reports_monthly created and dropped by the run
  --keep       keep the databases and files (their place is printed)
  --data       keep each engine's shops in DIR/<engine> (PostgreSQL: the databases too) and reuse them on later runs
               with the same DIR and sizes: the orders and the monthly run's merchants always, the events when no
               rollup has counted them yet (the rollup removes raw events past their retention, so a run after a
               finished one loads the events again)`;

export function parseFlags(args: string[]): Flags {
  const sizes = { orders: 1_000_000, events: 10_000_000, others: -1, ingest: 200_000, runs: 30, merchants: 100 };
  const common = parseEngineFlags(args, USAGE, {
    '--orders': (n) => (sizes.orders = n),
    '--events': (n) => (sizes.events = n),
    '--others': (n) => (sizes.others = n),
    '--ingest': (n) => (sizes.ingest = Math.max(500, n)),
    '--runs': (n) => (sizes.runs = Math.max(5, n)),
    '--merchants': (n) => (sizes.merchants = Math.max(1, n)),
  });
  if (sizes.others < 0) sizes.others = Math.floor(sizes.orders / 20);
  if (sizes.orders < 1_000) throw new Error('--orders must be at least 1,000');
  if (sizes.events < 10_000) throw new Error('--events must be at least 10,000');
  return { ...sizes, ...common };
}

/** Events of each other shop: the part of --events that --others is of --orders. */
export const otherEvents = (flags: Pick<Flags, 'orders' | 'events' | 'others'>) => Math.round((flags.events * flags.others) / flags.orders);
