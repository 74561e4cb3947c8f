import { parseRinggit, senToAmount } from '../../shared/money.ts';
import { LOGISTICS, SPECIAL_REQUEST_TYPES } from '../constants.ts';
import type { TProductInput } from '../product-schema.ts';
import { BULK_MESSAGES as B } from './bulk-messages.ts';
import { type CatalogueNames, nameKey, pathKey } from './catalogue-names.ts';
import { LIST_SEPARATOR, escapeText, joinList, listEntries, splitEscaped, splitPair, unescapeText } from '../../sheets/cell-text.ts';

/**
 * The cells that hold lists, read and written side by side so that every value the form can
 * store is written one way and read back the same (docs/catalogue-files.md shows each format).
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

/** Every entry parsed, or the first entry's refusal. */
function allEntries<T>(cell: string, parse: (entry: string) => Parsed<T>): Parsed<T[]> {
  const out: T[] = [];
  for (const entry of listEntries(cell)) {
    const parsed = parse(entry);
    if (!parsed.ok) return parsed;
    out.push(parsed.value);
  }
  return ok(out);
}

const PATH_SEPARATOR = '>';

/** 'Clothing > Baju Kurung | Sale': category paths, from the main category down. */
export function parseCategories(cell: string, names: CatalogueNames): Parsed<string[]> {
  return allEntries(cell, (entry) => {
    const path = splitEscaped(entry, PATH_SEPARATOR).map(unescapeText);
    const id = names.categoryIdByPath.get(pathKey(path));
    return id ? ok(id) : bad(B.categoryNotFound(path.join(` ${PATH_SEPARATOR} `)));
  });
}

export const formatCategories = (ids: readonly string[], names: CatalogueNames): string =>
  ids.map((id) => (names.categoryPathById.get(id) ?? []).map((n) => escapeText(n, `${LIST_SEPARATOR}${PATH_SEPARATOR}`)).join(` ${PATH_SEPARATOR} `)).join(LIST_SEPARATOR);

type Spec = TProductInput['specs'][number];
export type Language = 'En' | 'Cn' | 'Bm';

/**
 * 'Material: Cotton | Size: M' in English; the Chinese and Malay cells give the same
 * specifications in the same order (a blank entry where one has no translation). A
 * specification links to the specification name with the same English name.
 */
export function parseSpecs(cells: Record<Language, string | null>, names: CatalogueNames): Parsed<Spec[]> {
  const english = allEntries(cells.En ?? '', (entry) => {
    const [name, detail] = splitPair(entry, ':');
    if (detail === null) return bad<Spec>(B.specEntry);
    const nameEn = unescapeText(name);
    return ok({ specNameId: names.specNameIdByName.get(nameKey(nameEn)) ?? null, nameEn, nameCn: '', nameBm: '', detailEn: unescapeText(detail), detailCn: '', detailBm: '' });
  });
  if (!english.ok) return english;
  for (const language of ['Cn', 'Bm'] as const) {
    const cell = cells[language] ?? '';
    if (cell.trim() === '') continue;
    const entries = splitEscaped(cell, LIST_SEPARATOR);
    if (entries.length > english.value.length) return bad(B.specsBeyondEnglish);
    for (const [i, entry] of entries.entries()) {
      if (entry === '') continue;
      const [name, detail] = splitPair(entry, ':');
      if (detail === null) return bad(B.specEntry);
      english.value[i]![`name${language}`] = unescapeText(name);
      english.value[i]![`detail${language}`] = unescapeText(detail);
    }
  }
  return english;
}

export function formatSpecs(specs: readonly Spec[], language: Language): string {
  const entries = specs.map((s) => {
    const name = s[`name${language}`];
    const detail = s[`detail${language}`];
    return language !== 'En' && !name && !detail ? '' : `${escapeText(name, `${LIST_SEPARATOR}:`)}: ${escapeText(detail, LIST_SEPARATOR)}`;
  });
  return entries.some(Boolean) ? entries.join(LIST_SEPARATOR) : '';
}

const LINK = /^https?:\/\//i;

/** Links (https://...) or upload ids of the merchant's product pictures. */
export const parseImages = (cell: string): TProductInput['images'] => listEntries(cell).map(unescapeText).map((ref) => (LINK.test(ref) ? { url: ref } : { uploadId: ref }));

export const formatImages = (images: readonly { uploadId: string | null; url: string | null }[]): string => joinList(images.map((i) => i.uploadId ?? i.url ?? ''));

/** 'Manual.pdf: cm0abc...': a product file's name and its upload id (which never holds a colon). */
export const parseFiles = (cell: string): Parsed<TProductInput['files']> =>
  allEntries(cell, (entry) => {
    const at = entry.lastIndexOf(':');
    return at < 0 ? bad(B.fileEntry) : ok({ name: unescapeText(entry.slice(0, at).trim()), uploadId: entry.slice(at + 1).trim() });
  });

export const formatFiles = (files: readonly { uploadId: string; name: string }[]): string => files.map((f) => `${escapeText(f.name, LIST_SEPARATOR)}: ${f.uploadId}`).join(LIST_SEPARATOR);

const TIER = /^(\d+)\s*(?:-\s*(\d+)|\+)\s*:\s*(.+)$/;

/** '10-49: 9.00 | 50+: 8.00': quantities and the price per unit from that quantity. */
export const parseWholesale = (cell: string): Parsed<TProductInput['wholesaleTiers']> =>
  allEntries(cell, (entry) => {
    const match = TIER.exec(unescapeText(entry));
    const priceSen = match ? parseRinggit(match[3]!) : null;
    return match && priceSen !== null ? ok({ minQty: Number(match[1]), maxQty: match[2] ? Number(match[2]) : null, priceSen }) : bad(B.wholesaleEntry);
  });

export const formatWholesale = (tiers: readonly { minQty: number; maxQty: number | null; priceSen: number }[]): string =>
  tiers.map((t) => `${t.minQty}${t.maxQty === null ? '+' : `-${t.maxQty}`}: ${senToAmount(t.priceSen)}`).join(LIST_SEPARATOR);

const REQUEST = new RegExp(`^(.*?)\\s*\\((${SPECIAL_REQUEST_TYPES.join('|')})(\\s*,\\s*required)?\\)\\s*(?::(.*))?$`, 'is');
const CHOICE_SEPARATOR = ';';

/** 'Gift message (text) | Wrapping (select, required): Red; Blue'. */
export const parseRequests = (cell: string): Parsed<TProductInput['specialRequests']> =>
  allEntries(cell, (entry) => {
    const match = REQUEST.exec(entry);
    if (!match) return bad(B.requestEntry);
    const choices = splitEscaped(match[4] ?? '', CHOICE_SEPARATOR).filter(Boolean).map(unescapeText);
    return ok({ title: unescapeText(match[1]!), type: match[2]!.toLowerCase() as (typeof SPECIAL_REQUEST_TYPES)[number], required: Boolean(match[3]), choices });
  });

export const formatRequests = (requests: TProductInput['specialRequests']): string =>
  requests
    .map((r) => {
      const choices = r.choices.map((c) => escapeText(c, `${LIST_SEPARATOR}${CHOICE_SEPARATOR}`)).join(`${CHOICE_SEPARATOR} `);
      return `${escapeText(r.title, LIST_SEPARATOR)} (${r.type}${r.required ? ', required' : ''})${choices ? `: ${choices}` : ''}`;
    })
    .join(LIST_SEPARATOR);

const LOGISTIC = /^([a-z_]+)\s*(?:\(([^)]*)\))?$/i;
const FREE_SHIPPING = 'free shipping';
const OFF = 'off';

/** 'delivery (free shipping) | self_pickup (off)': every logistic set for the product. */
export const parseLogistics = (cell: string): Parsed<TProductInput['logistics']> =>
  allEntries(cell, (entry) => {
    const match = LOGISTIC.exec(unescapeText(entry));
    const logistic = match?.[1]!.toLowerCase();
    const flags = (match?.[2] ?? '').split(',').map((f) => f.trim().toLowerCase()).filter(Boolean);
    if (!match || !LOGISTICS.some((l) => l === logistic) || flags.some((f) => f !== FREE_SHIPPING && f !== OFF)) return bad(B.logisticEntry);
    return ok({ logistic: logistic as (typeof LOGISTICS)[number], enabled: !flags.includes(OFF), freeShipping: flags.includes(FREE_SHIPPING) });
  });

export const formatLogistics = (logistics: TProductInput['logistics']): string =>
  logistics
    .map((l) => {
      const flags = [...(l.enabled ? [] : [OFF]), ...(l.freeShipping ? [FREE_SHIPPING] : [])];
      return flags.length ? `${l.logistic} (${flags.join(', ')})` : l.logistic;
    })
    .join(LIST_SEPARATOR);
