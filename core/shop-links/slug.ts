import { z } from 'zod';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../shared/errors.ts';
import { LINK_LIMITS as L, LINK_MESSAGES as M, SLUG_PATTERN } from './constants.ts';

/**
 * The custom link as a form sends it: lower-cased, '' when left blank (then made from the name).
 * Upper-case letters are taken as their lower-case ones rather than refused.
 */
export const ZSlugInput = z
  .string()
  .trim()
  .toLowerCase()
  .refine((slug) => slug === '' || (slug.length >= L.slugMinChars && slug.length <= L.slugMaxChars && SLUG_PATTERN.test(slug)), M.slugFormat)
  .default('');

/** A slug to look a link up by (the storefront's and checkout's side). */
export const ZSlugLookup = z.object({ slug: z.string().trim().toLowerCase().min(1).max(L.slugMaxChars) });

const FALLBACK = 'link';

/**
 * The slug a name gives: accents dropped, every run of other characters a hyphen, cut to leave
 * room for a '-2' suffix. A name with no Latin letters or digits (a Chinese name) gives 'link'.
 */
export function slugFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, L.slugMaxChars - 8)
    .replace(/-+$/, '');
  return base.length >= L.slugMinChars ? base : FALLBACK;
}

/**
 * The slug to save: the one typed, refused when another link of the merchant has it; or, left
 * blank, the name's slug with the first free '-n' suffix. taken(slug) says whether another link
 * of the same kind and merchant uses slug.
 */
export async function chooseSlug(typed: string, name: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  if (typed !== '') {
    if (await taken(typed)) throw slugTaken();
    return typed;
  }
  const base = slugFromName(name);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

export const slugTaken = () => new AppError('LINK.SLUG_TAKEN', M.slugTaken, 'conflict', 'slug');

/** Two saves racing for one slug: the loser gets the same message as a slug found taken. */
export async function uniqueSlug<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}
