import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-format.ts';

const tree = {
  units: { row_one: '{{count, number}} row', row_other: '{{count, number}} rows' },
  done: 'Read $t(units.row, {"count": {{rows}} }) into "{{batch}}".',
  shipped_one: 'Shipped {{count}} order.',
  shipped_other: 'Shipped {{count, number}} orders.',
  module: 'Needs $t(names.{{name}}).',
  names: { my_sales: 'My Sales' },
};

describe('formatMessage', () => {
  it('fills values, counts grouped by threes, plural forms by count and nested texts', () => {
    expect(formatMessage(tree, 'done', { rows: 120_000, batch: 'Walk-in' })).toBe('Read 120,000 rows into "Walk-in".');
    expect(formatMessage(tree, 'done', { rows: 1, batch: 'B' })).toBe('Read 1 row into "B".');
    expect(formatMessage(tree, 'shipped', { count: 1 })).toBe('Shipped 1 order.');
    expect(formatMessage(tree, 'shipped', { count: 2500 })).toBe('Shipped 2,500 orders.');
    expect(formatMessage(tree, 'module', { name: 'my_sales' })).toBe('Needs My Sales.');
  });

  it('inserts values as they are, never reading them as markup, and answers an unknown key with the key', () => {
    expect(formatMessage(tree, 'done', { rows: 2, batch: '{{rows}} $t(units.row)' })).toBe('Read 2 rows into "{{rows}} $t(units.row)".');
    expect(formatMessage(tree, 'nothing.here', {})).toBe('nothing.here');
  });
});
