import { z } from 'zod';
import type { Message, MessageParams } from './messages.ts';

/** A message as an answer carries it (a job's note, an error's data): its key and its values, which may be messages. */
export const ZMessage: z.ZodType<Message> = z.lazy(() =>
  z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number(), ZMessage])).optional() }),
) as z.ZodType<Message>;

export type { Message, MessageParams };
