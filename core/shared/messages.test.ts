import { describe, expect, it } from 'vitest';
import { english } from './english.ts';
import { fitMessageText, inner, msg, readMessage, term, wordMessage } from './messages.ts';

describe('messages as data', () => {
  it('writes a message as text and reads it back: its key and its values, nested messages included', () => {
    const text = msg('shared.tooLong', { field: term('fields.productName'), max: 255 });
    expect(text).toBe('messages.shared.tooLong {"field":{"key":"messages.fields.productName"},"max":255}');
    expect(readMessage(text)).toEqual({ key: 'messages.shared.tooLong', params: { field: { key: 'messages.fields.productName' }, max: 255 } });
    expect(readMessage(msg('catalogue.skuRequired'))).toEqual({ key: 'messages.catalogue.skuRequired' });
  });

  it('takes no other text for a message: plain words, the schema library’s own, broken values', () => {
    for (const text of ['Product name is required.', 'Invalid input: expected string, received undefined', 'messages.shared.tooLong {not json}', 'messages.x [1]', 'e.g. this']) {
      expect(readMessage(text)).toBeNull();
    }
  });

  it('words nested messages first, in the same language, and leaves other text as it is', () => {
    const t = (key: string, params: Record<string, string | number>) => `${key}(${Object.entries(params).map(([k, v]) => `${k}=${v}`).join(',')})`;
    expect(wordMessage(msg('a.b', { field: term('fields.x'), n: 2 }), t)).toBe('messages.a.b(field=messages.fields.x(),n=2)');
    expect(wordMessage('Already words.', t)).toBe('Already words.');
    expect(inner('Plain')).toBe('Plain');
    expect(inner(msg('a.b'))).toEqual({ key: 'messages.a.b' });
  });

  it('words core’s messages in English from the English locale file, with the spec’s wording', () => {
    expect(english(msg('shared.tooLong', { field: term('fields.productName'), max: 5000 }))).toBe('Product name must be at most 5,000 characters.');
    expect(english(msg('shared.cannotComplete'))).toBe('This action cannot be completed.');
    expect(english(msg('shared.notFound', { record: term('records.product') }))).toBe('Product not found.');
    expect(english({ key: 'messages.log.catalogue.productsDeleted', params: { count: 1 } })).toBe('Deleted 1 product');
    expect(english({ key: 'messages.log.catalogue.productsDeleted', params: { count: 1200 } })).toBe('Deleted 1,200 products');
  });

  it('fits a message into a column by shortening its values, never breaking it', () => {
    const long = msg('log.catalogue.productCreated', { name: 'x'.repeat(600), sku: 'SKU-1' });
    const fitted = fitMessageText(long, 500);
    expect(fitted.length).toBeLessThanOrEqual(500);
    expect(english(fitted)).toBe(`Created product "${'x'.repeat(200)}…" (SKU-1)`);
    expect(fitMessageText(msg('log.account.signedIn'), 500)).toBe(msg('log.account.signedIn'));
  });
});
