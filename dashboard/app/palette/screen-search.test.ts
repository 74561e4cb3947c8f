import { describe, expect, it } from 'vitest';
import { matchScreens } from './screen-search.ts';

const SCREENS = [
  { path: '/mysales/order', label: 'Orders', section: 'My Sales' },
  { path: '/mysales/shipping-setting', label: 'Shipping settings', section: 'Settings' },
  { path: '/mysales/delivery/shipping-list', label: 'Shipping list', section: 'My Sales' },
  { path: '/manage/products', label: '商品', section: '商品目录' },
];

describe('the palette’s screen search', () => {
  it('finds the screens whose name or section holds every word, in any case', () => {
    expect(matchScreens(SCREENS, 'SHIPPING').map((s) => s.path)).toEqual(['/mysales/shipping-setting', '/mysales/delivery/shipping-list']);
    expect(matchScreens(SCREENS, 'set  ship').map((s) => s.path)).toEqual(['/mysales/shipping-setting']);
    expect(matchScreens(SCREENS, 'my sales').map((s) => s.path)).toEqual(['/mysales/order', '/mysales/delivery/shipping-list']);
    expect(matchScreens(SCREENS, '目录').map((s) => s.path)).toEqual(['/manage/products']);
    expect(matchScreens(SCREENS, 'vouchers')).toEqual([]);
  });

  it('offers every screen before anything is typed', () => {
    expect(matchScreens(SCREENS, '  ')).toEqual(SCREENS);
  });
});
