import { describe, expect, it } from 'vitest';
import { readCommentOrder } from './comment-code.ts';

describe('readCommentOrder', () => {
  it('reads CODE, CODE xN, CODE+N and CODE N in any case', () => {
    expect(readCommentOrder('a1')).toEqual([{ code: 'A1', qty: 1 }]);
    expect(readCommentOrder(' A1 x3 ')).toEqual([{ code: 'A1', qty: 3 }]);
    expect(readCommentOrder('a1+2')).toEqual([{ code: 'A1', qty: 2 }]);
    expect(readCommentOrder('A1 99')).toEqual([{ code: 'A1', qty: 99 }]);
  });

  it('offers both readings of A1x2: A1 twice, then the code A1X2', () => {
    expect(readCommentOrder('A1x2')).toEqual([
      { code: 'A1', qty: 2 },
      { code: 'A1X2', qty: 1 },
    ]);
  });

  it('is not an order with a quantity out of 1..99, a long code or other words', () => {
    for (const text of ['A1 0', 'A1 x100', 'ABCDEFGHIJK', 'So pretty!', 'A1 please', '']) expect(readCommentOrder(text)).toEqual([]);
  });
});
