import { z } from 'zod';
import { PROFILE_LIMITS as L } from './constants.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

/** A company tag (business-areas.md: tagName; not empty, not the same as another, at most the maximum). */
export const ZCompanyTagInput = z.object({
  name: z.string({ error: M.tagEmpty }).trim().min(1, M.tagEmpty).max(L.tagNameMaxChars),
});
export type TCompanyTagInput = z.infer<typeof ZCompanyTagInput>;
export const ZUpdateCompanyTagInput = ZCompanyTagInput.extend({ id: z.string().min(1) });

export const ZCompanyTag = z.object({ id: z.string(), name: z.string(), createdAt: z.date() });
export type TCompanyTag = z.infer<typeof ZCompanyTag>;
export const ZCompanyTagList = z.object({ items: z.array(ZCompanyTag), max: z.number().int() });
