import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZProductInput } from '../../core/catalogue/product-schema.ts';
import { english, englishTexts } from '../../core/shared/english.ts';
import type { MessageTree } from '../../core/shared/message-format.ts';
import { formatMessage } from '../../core/shared/message-format.ts';
import { msg, term } from '../../core/shared/messages.ts';
import en from './locales/en.json';
import ms from './locales/ms.json';
import zh from './locales/zh.json';
import { issueMessage, translateMessage } from './messages.ts';

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en }, zh: { translation: zh }, ms: { translation: ms } }, interpolation: { escapeValue: false } });
});

const inLanguage = async (code: string) => i18n.changeLanguage(code);

/** Every text under messages with the name of each value it takes. */
function messageTexts(tree: MessageTree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, node]) => (typeof node === 'string' ? [[`${prefix}${key}`, node] as [string, string]] : messageTexts(node, `${prefix}${key}.`)));
}

describe('core’s messages in the dashboard', () => {
  it('are worded by key in the interface’s language, nested field names included', async () => {
    const tooLong = msg('shared.tooLong', { field: term('fields.productName'), max: 5000 });
    await inLanguage('zh');
    expect(translateMessage(tooLong)).toBe('商品名称最多只能有 5,000 个字符。');
    await inLanguage('ms');
    expect(translateMessage(tooLong)).toBe('Nama produk mestilah tidak melebihi 5,000 aksara.');
    expect(translateMessage({ key: 'messages.catalogue.skuRequired' })).toBe('SKU diperlukan.');
    await inLanguage('en');
    expect(translateMessage(tooLong)).toBe('Product name must be at most 5,000 characters.');
  });

  it('read in English exactly as the command line words them: the one formatter agrees with i18next for every message', async () => {
    await inLanguage('en');
    const texts = messageTexts(englishTexts().messages as MessageTree, 'messages.');
    expect(texts.length).toBeGreaterThan(500);
    for (const [key, text] of texts) {
      const base = key.replace(/_(one|other)$/, '');
      const params: Record<string, string | number> = {};
      for (const [, name] of text.matchAll(/\{\{\s*(\w+)/g)) params[name!] = name === 'count' ? (key.endsWith('_one') ? 1 : 1234) : 12345;
      expect(formatMessage(englishTexts(), base, params), key).toBe(i18n.t(base, params));
    }
  });

  it('never show the schema library’s own words: they read as the generic refusal', async () => {
    await inLanguage('zh');
    const raw = 'Invalid input: expected string, received undefined';
    expect(translateMessage(issueMessage(raw))).toBe('您必须输入有效的值。');
    const refused = ZProductInput.safeParse({}).error!.issues.map((issue) => translateMessage(issueMessage(issue.message)));
    expect(refused).toContain('必须填写商品名称。');
    expect(refused.every((text) => !/[A-Za-z]{4,}/.test(text))).toBe(true);
    await inLanguage('en');
    expect(english(issueMessage(raw))).toBe('You must enter a valid value.');
  });
});
