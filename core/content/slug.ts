import type { Table } from './kind.ts';

const MAX = 80;

/** 'Grand Opening: 50% off!' -> 'grand-opening-50-off'; text with no Latin letters or digits gives ''. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX)
    .replace(/-+$/, '');
}

/** A slug free among the merchant's items: the title's, else the type's name, with -2, -3... when taken. */
export async function freeSlug(table: Table<{ slug: string }>, merchantId: string, title: string, fallback: string): Promise<string> {
  const base = slugify(title) || fallback;
  const taken = new Set((await table.findMany({ where: { merchantId, slug: { startsWith: base } }, select: { slug: true } })).map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
