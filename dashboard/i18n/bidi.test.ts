import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { interpolation, isolate } from './bidi.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

const FSI = '\u2068';
const PDI = '\u2069';

async function texts(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { ar: { translation: ar }, en: { translation: en } }, interpolation: interpolation(() => instance.dir() === 'rtl') });
  return instance;
}

describe('values in right-to-left texts', () => {
  it('isolates text and leaves plain numbers and single Latin words as they are', () => {
    expect(isolate('SKU is required.')).toBe(`${FSI}SKU is required.${PDI}`);
    expect(isolate('50% OFF')).toBe(`${FSI}50% OFF${PDI}`);
    expect(isolate('قميص أزرق')).toBe(`${FSI}قميص أزرق${PDI}`);
    expect(isolate('1,234.5')).toBe('1,234.5');
    expect(isolate('order')).toBe('order');
  });

  it('isolates the values of Arabic texts, whose full stop stays at the sentence’s end', async () => {
    const t = (await texts('ar')).t;
    expect(t('catalogue.form.saved', { name: '50% OFF' })).toBe(`تم حفظ ${FSI}50% OFF${PDI}.`);
    expect(t('jobs.summary.firstErrorOfRow', { row: 3, reason: 'SKU is required.' })).toBe(`الأول: الصف 3: ${FSI}SKU is required.${PDI}`);
  });

  it('keeps nestings working: counts in their JSON, module codes in their keys, Arabic plural forms', async () => {
    const t = (await texts('ar')).t;
    expect(t('jobs.summary.productImport.imported', { rows: 2, created: 11, updated: 1200 })).toBe('تم استيراد صفّين: إنشاء 11 منتجًا، وتحديث 1,200.');
    expect(t('jobs.summary.lostAccess', { module: 'my_sales' })).toBe('المستخدم الذي بدأ المهمة لم تعد لديه صلاحية الوصول إلى مبيعاتي.');
    expect([0, 1, 2, 3, 11, 100].map((count) => t('jobs.units.row', { count }))).toEqual(['0 صف', 'صف واحد', 'صفّين', '3 صفوف', '11 صفًا', '100 صف']);
  });

  it('leaves left-to-right texts untouched', async () => {
    const t = (await texts('en')).t;
    expect(t('catalogue.form.saved', { name: '50% OFF' })).toBe('50% OFF is saved.');
  });
});
