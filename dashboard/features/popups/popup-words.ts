import type { TFunction } from 'i18next';
import type { TPopupMessage } from '../../../core/popups/schema.ts';

/** A message as a website might word it: the preview's sentence (the website words its own). */
export function popupSentence(t: TFunction, m: TPopupMessage): string {
  const who = (name: string) => name || t('popups.someone');
  switch (m.type) {
    case 'order_details':
      return t(m.town ? 'popups.say.orderFrom' : 'popups.say.order', { name: who(m.firstName), town: m.town, product: m.productName || t('popups.something') });
    case 'added_to_cart':
      return t('popups.say.cart', { name: who(m.firstName), product: m.productName });
    case 'promotion_campaigns':
      return m.message ? `${m.name}: ${m.message}` : m.name;
    case 'discount_voucher':
      return t('popups.say.voucher', { amount: m.discountAmount, code: m.code });
    case 'single_product_views':
      return t('popups.say.views', { count: m.views, hours: m.hours });
    case 'inquiries':
      return t(m.productName ? 'popups.say.inquiryAbout' : 'popups.say.inquiry', { name: who(m.firstName), product: m.productName });
    case 'custom':
      return m.text;
  }
}
