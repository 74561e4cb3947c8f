import { z } from 'zod';

/**
 * The dashboard's command palette finds records of an area (an order, a product, a member) by
 * number or name: each area answers at most this many, the best first, so that a key press costs
 * a read of a few index entries whatever the merchant's size.
 */
export const QUICK_FIND_LIMIT = 5;

/** What the user typed: matched as plain text, as every search is (core/db/search.ts). */
export const ZQuickFindInput = z.object({ search: z.string().trim().min(1).max(100) });
export type TQuickFindInput = z.infer<typeof ZQuickFindInput>;
