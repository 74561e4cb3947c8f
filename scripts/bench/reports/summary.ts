type Figures = Record<string, unknown>;

const n = (value: unknown) => Number(value ?? 0).toLocaleString('en-MY', { maximumFractionDigits: 1 });
const s = (ms: unknown) => (Number(ms) >= 1000 ? `${(Number(ms) / 1000).toFixed(1)} s` : `${n(ms)} ms`);
const met = (o: Figures) => (o.meetsTarget === undefined ? '' : o.meetsTarget ? '; target met' : '; target MISSED');

/** A few lines a person reads after the JSON lines: each engine's headline figures beside their floors. */
export function summary(engine: string, lines: readonly Figures[], tookMs: number): string {
  const of = (name: string) => lines.find((l) => l.case === name) ?? {};
  const orders = of('data:orders');
  const events = of('data:events');
  const ingest = of('ingest');
  const [history, day, open] = [of('rollup:history'), of('rollup:day'), of('rollup:open')];
  const ranking = of('ip-ranking');
  const recount = of('sales-recount');
  const reports = lines.filter((l) => String(l.case).startsWith('report:'));
  const slowest = [...reports].sort((a, b) => Number(b.p95Ms) - Number(a.p95Ms))[0] ?? {};
  const pdf = of('monthly-pdf');
  const run = of('monthly-run');
  const each = (run.perMerchantMs ?? {}) as Figures;
  return [
    `reports bench, ${engine} (${s(tookMs)} in all):`,
    `  data         ${orders.orders === undefined ? 'orders kept from an earlier run' : `${n(orders.orders)} orders`}; ${events.reused ? `${n(events.events)} events kept` : `${n(events.events)} events loaded in ${s(events.wallMs)} (${n(events.eventsPerSec)}/s)`}`,
    `  ingestion    ${n(ingest.eventsPerSec)} events/s through recordEvents; floor ${n(ingest.floorEventsPerSec)}/s (x${ingest.ratioToFloor})${met(ingest)}`,
    `  rollup       history: ${n(history.events)} events, ${n(history.days)} days in ${s(history.wallMs)} (floor ${s(history.floorMs)}); next day: ${n(day.events)} events in ${s(day.wallMs)}; a 10-minute run: ${s(open.wallMs)}`,
    `  IP ranking   ${n(ranking.rankedAddresses)} addresses, ${n(ranking.windows)} windows ranked from nothing in ${s(ranking.wallMs)} (floor ${s(ranking.floorMs)})`,
    `  sales sums   recounted from every order in ${s(recount.wallMs)} (${n(recount.days)} days); floor ${s(recount.floorMs)}`,
    `  report p95   ${reports.filter((r) => r.meetsTarget).length} of ${reports.length} within ${n(slowest.targetP95Ms)} ms; slowest ${String(slowest.case).slice('report:'.length)} ${s(slowest.p95Ms)}; floor ${s(slowest.floorP95Ms)}`,
    `  monthly PDF  ${s(pdf.wallMs)} first (warm ${s(pdf.warmMs)}), ${n(pdf.pages)} pages; floor ${s(pdf.floorMs)}${met(pdf)}`,
    `  monthly run  ${n(run.merchants)} merchants in ${s(run.wallMs)}: ${s(each.mean)} each (p95 ${s(each.p95)})`,
  ].join('\n');
}
