import { z } from 'zod';
import { msg } from './messages.ts';

export const PAGE_SIZES = [20, 40, 60, 80] as const;

/** A list's pages whose screen offers these page sizes (the first is the default). */
export const zPageInputOf = (sizes: readonly number[]) =>
  z.object({
    page: z.number().int().min(1).default(1),
    pageSize: z
      .number()
      .int()
      .refine((n) => sizes.includes(n), msg('shared.pageSize'))
      .default(sizes[0]!),
  });

export const ZPageInput = zPageInputOf(PAGE_SIZES);
export type TPageInput = z.infer<typeof ZPageInput>;

/** A page of any list: the items, the total count and where the page is. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const skipTake = ({ page, pageSize }: TPageInput) => ({ skip: (page - 1) * pageSize, take: pageSize });
