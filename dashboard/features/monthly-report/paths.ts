/** The monthly report's two screens, which link to each other by month and year. */
export const MONTHLY_PATHS = {
  view: '/report/monthly-report-view',
  download: '/report/monthly-report',
} as const;

/** Where a month's PDF is served (the stored one once the monthly run has made it). */
export const monthlyPdfPath = (month: string) => `/api/reports/monthly/pdf?month=${month}&download=1`;
