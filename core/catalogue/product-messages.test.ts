import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { english } from '../shared/english.ts';
import { isMessage } from '../shared/messages.ts';
import { ZProductInput } from './product-schema.ts';
import { ZSkuPatch } from './sku-patch.ts';

type Path = (string | number)[];

/**
 * Every refusal is a message of the locale files (a key with values), never the schema
 * library's own wording ("Invalid input: expected array, received undefined", "Too
 * small: ...", "Invalid option: ..."). The product file tests hold the same pattern
 * (tests/helpers/raw-messages.ts); core's tests import nothing from tests/.
 */
const RAW_SCHEMA_MESSAGE = /Invalid (input|option|string|number|enum|type|value|key|discriminator|URL|url|email|date|element|union)|expected .* received|Required|Too (small|big)|Unrecognized key/;

/** A product with every field of the form filled, and one entry in every list. */
const fullProduct = {
  sku: 'BK-1',
  nameEn: 'Baju Kurung Moden',
  nameCn: '现代马来装',
  nameBm: 'Baju Kurung Moden Wanita',
  detailEn: 'Baju kurung moden, kain cotton lembut.',
  detailCn: '柔软棉布',
  detailBm: 'Kain lembut',
  shortDescriptionEn: 'Soft',
  shortDescriptionCn: '软',
  shortDescriptionBm: 'Lembut',
  inTheBoxEn: '1 x baju',
  inTheBoxCn: '一件',
  inTheBoxBm: '1 x baju',
  categoryIds: ['cat-1'],
  tags: ['raya'],
  brandId: 'brand-1',
  googleCategoryId: 'google-1',
  specs: [{ specNameId: 'spec-1', nameEn: 'Material', nameCn: '材料', nameBm: 'Bahan', detailEn: 'Cotton', detailCn: '棉', detailBm: 'Kapas' }],
  images: [{ uploadId: 'upload-1', url: null }],
  videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  files: [{ uploadId: 'upload-2', name: 'Panduan.pdf' }],
  priceSen: 8990,
  discountedPriceSen: 7990,
  stockUnlimited: false,
  stock: 5,
  variants: [{ name: 'Saiz', options: [{ name: 'S', sku: 'BK-1-S', priceSen: 8990, stock: 5 }] }],
  wholesaleTiers: [{ minQty: 10, maxQty: null, priceSen: 8000 }],
  weightGrams: 1250,
  weightUnit: 'kg',
  lengthMm: 300,
  widthMm: 200,
  heightMm: 30,
  specialRequests: [{ title: 'Wrapping', type: 'select', choices: ['Red'], required: true }],
  preOrder: true,
  preOrderDays: 14,
  condition: 'used',
  visibility: 'hidden',
  sort: 3,
  logistics: [{ logistic: 'delivery', enabled: true, freeShipping: true }],
};

const fullPatch = { sku: 'BK-1', nameEn: 'Baju Kurung', priceSen: 8990, discountedPriceSen: 7990, stock: 5, visibility: 'public' };

/** Every path into a value: its fields, the lists, and the first entry of each list. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...(value.length ? pathsOf(value[0], [...at, 0]) : [])];
  if (value && typeof value === 'object') return [at, ...Object.entries(value).flatMap(([key, v]) => pathsOf(v, [...at, key]))];
  return [at];
}

function withValue(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** Values a caller can get wrong: missing, of another type, empty, out of range, too long or too many. */
function badValues(current: unknown): unknown[] {
  const values: unknown[] = [undefined, null, '', '   ', 'not a value', 'x'.repeat(30_000), 0, -1, 1.5, 1e20, Number.NaN, Infinity, true, false, {}, [], [null], [''], [5], [{}]];
  if (Array.isArray(current)) values.push(Array.from({ length: 400 }, () => structuredClone(current[0] ?? 'x')));
  if (typeof current === 'string') values.push(`${current} with spaces`, `${current}${'x'.repeat(300)}`);
  return values;
}

/** A refusal that is not one of the locale files' messages, or whose English is the schema library's own. */
const isRaw = (message: string) => !isMessage(message) || english(message).startsWith('messages.') || RAW_SCHEMA_MESSAGE.test(english(message));

function rawMessages(schema: z.ZodType, root: unknown, path: Path, value: unknown): string[] {
  const result = schema.safeParse(withValue(root, path, value));
  return (result.error?.issues ?? []).filter((issue) => isRaw(issue.message)).map((issue) => `${path.join('.') || '(whole)'} = ${JSON.stringify(value)?.slice(0, 40)}: ${issue.message}`);
}

describe.each([
  ['ZProductInput', ZProductInput as z.ZodType, fullProduct],
  ['ZSkuPatch', ZSkuPatch as z.ZodType, fullPatch],
])('%s says every refusal in its own words', (_name, schema, full) => {
  it('accepts the full example', () => {
    expect(schema.safeParse(full).error?.issues ?? []).toEqual([]);
  });

  it('for a battery of bad values in every field, list and nested field', () => {
    const raw = pathsOf(full).flatMap((path) => badValues(path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], full)).flatMap((value) => rawMessages(schema, full, path, value)));
    expect(raw).toEqual([]);
  });

  it('for any value in any field', () => {
    const paths = pathsOf(full);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.anything({ withNullPrototype: false }), (path, value) => {
        expect(rawMessages(schema, full, path, value)).toEqual([]);
      }),
      { numRuns: 2_000 },
    );
  });
});
