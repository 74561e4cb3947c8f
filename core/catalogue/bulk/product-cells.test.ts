import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGISTICS, SPECIAL_REQUEST_TYPES } from '../constants.ts';
import type { CatalogueNames } from './catalogue-names.ts';
import { pathKey } from './catalogue-names.ts';
import {
  formatCategories,
  formatFiles,
  formatLogistics,
  formatRequests,
  formatSpecs,
  formatWholesale,
  parseCategories,
  parseFiles,
  parseLogistics,
  parseRequests,
  parseSpecs,
  parseWholesale,
  type Parsed,
} from './product-cells.ts';
import { english } from '../../shared/english.ts';

/** Text as the form stores it: trimmed, one line, not blank. */
const text = fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.replace(/[\r\n]/g, ' ').trim()).filter((s) => s.length > 0);

const value = <T>(parsed: Parsed<T>): T => {
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
};

function names(paths: string[][] = [], specs: string[] = []): CatalogueNames {
  const byId = new Map(paths.map((path, i) => [`cat${i}`, path]));
  return {
    categoryIdByPath: new Map([...byId].map(([id, path]) => [pathKey(path), id])),
    categoryPathById: byId,
    brandIdByName: new Map(),
    brandNameById: new Map(),
    googleCategoryIdByName: new Map(),
    googleCategoryNameById: new Map(),
    specNameIdByName: new Map(specs.map((s, i) => [s.toLowerCase(), `spec${i}`])),
  };
}

describe('list cells read back what they wrote', () => {
  it('category paths, whatever characters the names hold', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.array(text, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4, selector: (p) => pathKey(p) }), (paths) => {
        const known = names(paths);
        const ids = [...known.categoryPathById.keys()];
        expect(value(parseCategories(formatCategories(ids, known), known))).toEqual(ids);
      }),
    );
    const refused = parseCategories('Clothing > Nope', names([['Clothing']]));
    expect(!refused.ok && english(refused.reason)).toBe('Category "Clothing > Nope" was not found.');
  });

  it('specifications in three languages', () => {
    const spec = fc.record({ nameEn: text, detailEn: text, nameCn: fc.oneof(fc.constant(''), text), detailCn: fc.oneof(fc.constant(''), text), nameBm: fc.constant(''), detailBm: fc.constant('') });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 4 }), (specs) => {
        const stored = specs.map((s) => ({ ...s, specNameId: null }));
        const cells = { En: formatSpecs(stored, 'En'), Cn: formatSpecs(stored, 'Cn'), Bm: formatSpecs(stored, 'Bm') };
        expect(value(parseSpecs(cells, names()))).toEqual(stored);
      }),
    );
    expect(value(parseSpecs({ En: 'Material: Cotton', Cn: '材料: 棉', Bm: null }, names([], ['material'])))).toEqual([
      { specNameId: 'spec0', nameEn: 'Material', nameCn: '材料', nameBm: '', detailEn: 'Cotton', detailCn: '棉', detailBm: '' },
    ]);
  });

  it('files, wholesale tiers, special requests and logistics', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: text, uploadId: fc.stringMatching(/^c[a-z0-9]{8}$/) }), { maxLength: 3 }), (files) => {
        expect(value(parseFiles(formatFiles(files)))).toEqual(files);
      }),
    );
    const tiers = [
      { minQty: 10, maxQty: 49, priceSen: 900 },
      { minQty: 50, maxQty: null, priceSen: 850 },
    ];
    expect(formatWholesale(tiers)).toBe('10-49: 9.00|50+: 8.50');
    expect(value(parseWholesale(formatWholesale(tiers)))).toEqual(tiers);
    const request = fc.record({ title: text, type: fc.constantFrom(...SPECIAL_REQUEST_TYPES), required: fc.boolean(), choices: fc.array(text, { maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(request, { maxLength: 3 }), (requests) => {
        expect(value(parseRequests(formatRequests(requests)))).toEqual(requests);
      }),
    );
    const logistic = fc.record({ logistic: fc.constantFrom(...LOGISTICS), enabled: fc.boolean(), freeShipping: fc.boolean() });
    fc.assert(
      fc.property(fc.uniqueArray(logistic, { maxLength: 2, selector: (l) => l.logistic }), (logistics) => {
        expect(value(parseLogistics(formatLogistics(logistics)))).toEqual(logistics);
      }),
    );
    expect(formatLogistics([{ logistic: 'delivery', enabled: true, freeShipping: true }, { logistic: 'self_pickup', enabled: false, freeShipping: false }])).toBe(
      'delivery (free shipping)|self_pickup (off)',
    );
  });

  it('refuses an entry it cannot read, saying how to write it', () => {
    expect(parseWholesale('10 to 20 = 5').ok).toBe(false);
    expect(parseLogistics('courier').ok).toBe(false);
    expect(parseRequests('Gift note').ok).toBe(false);
    expect(parseSpecs({ En: 'no detail', Cn: null, Bm: null }, names()).ok).toBe(false);
  });
});
