export interface Flags {
  orders: number;
  others: number;
  engines: ('sqlite' | 'postgres')[];
  clients: number;
  requests: number;
  ship: number;
  print: number;
  keep: boolean;
  /** Where each engine's shops are kept between runs (null: a fresh temporary place each run). */
  data: string | null;
}

const USAGE = `npm run bench -- orders [--orders 1000000] [--engine sqlite|postgres|both] [--clients 8] [--requests 400]
                          [--ship 10000] [--print 500] [--others N] [--keep] [--data DIR]
  --orders    orders of the measured shop (default 1,000,000), placed over two years
  --others    orders of each of two other shops in the same database (default a twentieth of --orders)
  --engine    database engine (default both); PostgreSQL at TEST_POSTGRES_URL or postgresql://postgres@127.0.0.1:5432/test,
              in a database merchant_bench created and dropped by the run
  --clients   concurrent HTTP clients of the load runs (default 8)
  --requests  requests per list case under load (default 400; half as many with one client)
  --ship      rows of the mass shipping file (default 10,000)
  --print     orders of the packaging bill (default 500)
  --keep      keep the databases and files (their place is printed)
  --data      keep each engine's shops in DIR/<engine> (PostgreSQL: the database merchant_bench too) and reuse them
              on later runs with the same DIR, --orders and --others instead of generating again; each run's mass
              shipping moves another --ship orders from Preparing to ship to Shipped`;

export function parseFlags(args: string[]): Flags {
  const flags: Flags = { orders: 1_000_000, others: -1, engines: ['sqlite', 'postgres'], clients: 8, requests: 400, ship: 10_000, print: 500, keep: false, data: null };
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
    else if (flag === '--others') flags.others = count();
    else if (flag === '--clients') flags.clients = Math.max(1, count());
    else if (flag === '--requests') flags.requests = Math.max(10, count());
    else if (flag === '--ship') flags.ship = count();
    else if (flag === '--print') flags.print = count();
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
  return flags;
}
