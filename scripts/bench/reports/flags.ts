export interface Flags {
  orders: number;
  events: number;
  others: number;
  ingest: number;
  runs: number;
  merchants: number;
  engines: ('sqlite' | 'postgres')[];
  keep: boolean;
  /** Where each engine's shops are kept between runs (null: a fresh temporary place each run). */
  data: string | null;
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
  const flags: Flags = { orders: 1_000_000, events: 10_000_000, others: -1, ingest: 200_000, runs: 30, merchants: 100, engines: ['sqlite', 'postgres'], keep: false, data: null };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    const count = () => {
      const n = Number(value().replaceAll('_', '').replaceAll(',', ''));
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
      return n;
    };
    if (flag === '--orders') flags.orders = count();
    else if (flag === '--events') flags.events = count();
    else if (flag === '--others') flags.others = count();
    else if (flag === '--ingest') flags.ingest = Math.max(500, count());
    else if (flag === '--runs') flags.runs = Math.max(5, count());
    else if (flag === '--merchants') flags.merchants = Math.max(1, count());
    else if (flag === '--keep') flags.keep = true;
    else if (flag === '--data') flags.data = value();
    else if (flag === '--engine') {
      const engine = value();
      if (engine === 'both') flags.engines = ['sqlite', 'postgres'];
      else if (engine === 'sqlite' || engine === 'postgres') flags.engines = [engine];
      else throw new Error('--engine is sqlite, postgres or both');
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown flag ${flag}\n${USAGE}`);
  }
  if (flags.others < 0) flags.others = Math.floor(flags.orders / 20);
  if (flags.orders < 1_000) throw new Error('--orders must be at least 1,000');
  if (flags.events < 10_000) throw new Error('--events must be at least 10,000');
  return flags;
}

/** Events of each other shop: the part of --events that --others is of --orders. */
export const otherEvents = (flags: Pick<Flags, 'orders' | 'events' | 'others'>) => Math.round((flags.events * flags.others) / flags.orders);
