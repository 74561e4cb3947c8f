/** The sales reports' screens (the spec's paths), which link to each other with the period they show. */
export const SALES_REPORT_PATHS = {
  orderReport: '/report/sale&order/order-report',
  productsPerformance: '/report/sale&order/products-performance',
  page: '/report/sale&order/order-report-page',
  pdf: '/report/sale&order/order-report-page/pdf',
  /** A shared report's public page. */
  shared: (hash: string) => `/rednote-expert/${hash}`,
} as const;

/** A screen's address with a report's query (its period). */
export const withQuery = (path: string, query: Record<string, string>): string => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

/** Where the order report's PDF is served, with its period. */
export const orderReportPdfUrl = (query: Record<string, string>, download = false): string =>
  withQuery('/api/reports/order-report/pdf', download ? { ...query, download: '1' } : query);
