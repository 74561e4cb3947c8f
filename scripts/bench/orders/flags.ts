import { parseEngineFlags, type EngineFlags } from '../flags.ts';

export interface Flags extends EngineFlags {
  orders: number;
  others: number;
  clients: number;
  requests: number;
  ship: number;
  print: number;
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
  const sizes = { orders: 1_000_000, others: -1, clients: 8, requests: 400, ship: 10_000, print: 500 };
  const common = parseEngineFlags(args, USAGE, {
    '--orders': (n) => (sizes.orders = n),
    '--others': (n) => (sizes.others = n),
    '--clients': (n) => (sizes.clients = Math.max(1, n)),
    '--requests': (n) => (sizes.requests = Math.max(10, n)),
    '--ship': (n) => (sizes.ship = n),
    '--print': (n) => (sizes.print = n),
  });
  if (sizes.others < 0) sizes.others = Math.floor(sizes.orders / 20);
  if (sizes.orders < 1_000) throw new Error('--orders must be at least 1,000');
  return { ...sizes, ...common };
}
