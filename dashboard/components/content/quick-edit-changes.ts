import type { z } from 'zod';
import type { TVisibility } from '../../../core/content/schema.ts';

/** What the quick-edit grid changes of a row: its title, visibility and sort number. */
export interface QuickPatch {
  title?: string;
  visibility?: TVisibility;
  sort?: number;
}
export type QuickField = keyof QuickPatch;
/** A row's stored values of those fields. */
export type QuickValues = Required<QuickPatch>;
/** The messages of a row's fields, by row id (as msg() texts from core's schema or the server). */
export type QuickErrors = ReadonlyMap<string, Partial<Record<QuickField, string>>>;

/** The changes with one field of one row set; a value back to the stored one is no change, and a row without changes leaves the map. */
export function withPatch<K extends QuickField>(changes: ReadonlyMap<string, QuickPatch>, id: string, stored: QuickValues, field: K, value: QuickValues[K]): ReadonlyMap<string, QuickPatch> {
  const patch: QuickPatch = { ...changes.get(id) };
  if (Object.is(value, stored[field])) delete patch[field];
  else patch[field] = value;
  const next = new Map(changes);
  if (Object.keys(patch).length > 0) next.set(id, patch);
  else next.delete(id);
  return next;
}

/** A field's value as the grid shows it: the change, else the stored value. */
export const shownValue = <K extends QuickField>(changes: ReadonlyMap<string, QuickPatch>, id: string, stored: QuickValues, field: K): QuickValues[K] => {
  const patch = changes.get(id);
  return patch && field in patch ? (patch[field] as QuickValues[K]) : stored[field];
};

/** Each changed row checked with core's quick-edit schema before anything is sent: the first message of each field. */
export function checkPatches(changes: ReadonlyMap<string, QuickPatch>, schema: z.ZodType): QuickErrors {
  const errors = new Map<string, Partial<Record<QuickField, string>>>();
  for (const [id, patch] of changes) {
    const result = schema.safeParse({ id, ...patch });
    if (result.success) continue;
    const messages: Partial<Record<QuickField, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as QuickField;
      messages[field] ??= issue.message;
    }
    errors.set(id, messages);
  }
  return errors;
}
