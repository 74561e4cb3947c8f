import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import { ROUTES } from './features.ts';
import { documentTitle, titleKey } from './route-title.ts';

type Tree = { [key: string]: string | Tree };
const textOf = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], en);

describe('screen titles', () => {
  it('gives every screen a title the locale files have, an add-or-edit title naming the route’s own parameter', () => {
    for (const route of ROUTES) {
      const keys = typeof route.title === 'string' ? [route.title] : [route.title.add, route.title.edit];
      for (const key of keys) expect(typeof textOf(key), `${route.path}: ${key}`).toBe('string');
      if (typeof route.title !== 'string') expect(route.path, route.path).toContain(`{${route.title.param}}`);
    }
  });

  it('picks the add title for the parameter "new" and the edit title for an id', () => {
    const title = { param: 'vid', add: 'vouchers.add', edit: 'vouchers.edit' };
    expect(titleKey(title, { vid: 'new' })).toBe('vouchers.add');
    expect(titleKey(title, { vid: 'cmx1' })).toBe('vouchers.edit');
    expect(titleKey('menu.orders', {})).toBe('menu.orders');
  });

  it('names the screen, then the product, in the browser tab', () => {
    expect(documentTitle('Orders')).toBe('Orders · Merchant System');
    expect(documentTitle(null)).toBe('Merchant System');
  });
});
