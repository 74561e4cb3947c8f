// Benchmarks, not tests: `npm run bench -- <name>` prints figures as JSON lines, each beside
// the floor it is measured against in the same run.
export {};

const BENCHES: Record<string, () => Promise<{ main(args: string[]): Promise<void> }>> = {
  'products-import': () => import('./bench/products-import.ts'),
  'members-import': () => import('./bench/members-import.ts'),
  orders: () => import('./bench/orders.ts'),
  reports: () => import('./bench/reports.ts'),
  vouchers: () => import('./bench/vouchers.ts'),
  contention: () => import('./bench/contention.ts'),
  'cli-start': () => import('./bench/cli-start.ts'),
  photos: () => import('./bench/photos.ts'),
  shake: () => import('./bench/shake.ts'),
  booking: () => import('./bench/booking.ts'),
  'bg-remover': () => import('./bench/bg-remover.ts'),
  'marketplace-sync': () => import('./bench/marketplace-sync.ts'),
  'scale-out': () => import('./bench/scale-out.ts'),
  einvoice: () => import('./bench/einvoice.ts'),
};

const [name, ...args] = process.argv.slice(2);
const load = name ? BENCHES[name] : undefined;
if (!load) {
  console.error(`usage: npm run bench -- <${Object.keys(BENCHES).join(' | ')}>`);
  process.exit(2);
}
await (await load()).main(args);
