// The sales reports' choices, apart from their schemas: the command line offers them before it
// loads zod, which it needs only when a command runs.

/** The products performance's orders: by sales, units or orders, the most first. */
export const PERFORMANCE_SORTS = ['revenue', 'units', 'orders'] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];
