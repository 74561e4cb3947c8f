import { describe, expect, it } from 'vitest';
import { themeFor } from '../../cli/tui/kit/theme.ts';
import { fitColumns, clip } from '../../cli/tui/kit/fit-columns.ts';

describe('the screens’ colours', () => {
  it('are all off under NO_COLOR, whatever its value, and on without it', () => {
    expect(Object.values(themeFor({ NO_COLOR: '1' })).filter(Boolean)).toEqual([]);
    expect(Object.values(themeFor({ NO_COLOR: 'yes' })).filter(Boolean)).toEqual([]);
    expect(themeFor({}).accent).toBe('cyan');
    // An empty NO_COLOR is as good as none (no-color.org).
    expect(themeFor({ NO_COLOR: '' }).accent).toBe('cyan');
  });
});

describe('tables on a narrow terminal', () => {
  const columns = [
    { title: 'Kind', cells: ['product-import', 'mass-shipping'] },
    { title: 'File', cells: ['a-very-long-supplier-file-name-from-the-warehouse.csv'] },
    { title: 'Started', cells: ['2026-11-28 12:10'], min: 16 },
  ];

  it('keep their natural widths when they fit', () => {
    expect(fitColumns(columns, 200)).toEqual([14, 53, 16]);
  });

  it('shrink the widest column first, never a column below its minimum, to fit 80 columns', () => {
    const widths = fitColumns(columns, 80);
    expect(widths.reduce((a, b) => a + b, 0) + 2 * 2).toBe(80);
    expect(widths).toEqual([14, 46, 16]);
    expect(clip('a-very-long-supplier-file-name-from-the-warehouse.csv', 10)).toBe('a-very-lo…');
    expect(clip('short', 8)).toBe('short   ');
  });
});
