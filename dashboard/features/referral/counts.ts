import type { TPerformanceCounts } from '../../../core/referral/schema.ts';

/** A person's counts in the order the performance screens show them (the sorts' order). */
export const COUNT_KEYS: (keyof TPerformanceCounts)[] = ['inquiries', 'orders', 'whatsapp', 'clicks', 'leads'];
