import { DEFAULT_ORDER_MAIL_TEMPLATES } from '../../../../core/order-mails/defaults.ts';
import { DEFAULT_POPUP_SETTINGS } from '../../../../core/popups/defaults.ts';
import { POPUP_PAGES, POPUP_TYPES } from '../../../../core/popups/constants.ts';
import type { TPopupSettings } from '../../../../core/popups/schema.ts';
import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

/** Every type on, on every page: B's answer would show anything of A's that leaked. */
const everything: TPopupSettings = {
  rules: DEFAULT_POPUP_SETTINGS.rules,
  types: Object.fromEntries(POPUP_TYPES.map((t) => [t, { ...DEFAULT_POPUP_SETTINGS.types[t], enabled: t !== 'custom', pages: [...POPUP_PAGES] }])) as TPopupSettings['types'],
};
const template = { kind: 'order_placed' as const, enabled: true, ...DEFAULT_ORDER_MAIL_TEMPLATES.order_placed };
const entry = (a: TenantFixtures) => ({ kind: 'order' as const, id: a.storeMessages.whatsappEntryId });

/** Popup and social proof, the e-commerce mail setting, and WhatsApp orders (back office and storefront). */
export const storeMessageCases: Record<string, IsolationCase> = {
  'popups.get': { list: () => undefined },
  'popups.save': { none: 'the settings are the merchant’s own; B saves its own', input: () => DEFAULT_POPUP_SETTINGS },
  'popups.preview': { list: (a) => ({ settings: everything, page: 'product', productId: a.catalogue.productId }) },
  'storefront.popups.current': { list: (a) => ({ page: 'product', productId: a.catalogue.productId }) },
  'orderMails.get': { list: () => undefined },
  'orderMails.saveSender': { none: 'the sender is the merchant’s own; B saves its own', input: () => ({ senderName: 'B', replyTo: '', logoUploadId: null }) },
  'orderMails.saveTemplate': { none: 'templates are the merchant’s own; B saves its own', input: () => template },
  'orderMails.resetTemplate': { none: 'templates are the merchant’s own; B resets its own', input: () => ({ kind: 'order_placed' }) },
  'orderMails.preview': { list: () => template },
  'whatsappOrders.list': { list: (a) => ({ kind: 'order', search: a.marker, pageSize: 80 }) },
  'whatsappOrders.get': { reach: entry },
  'whatsappOrders.setStatus': { reach: (a) => ({ kind: 'order', ids: [a.storeMessages.whatsappEntryId], status: 'completed' }) },
  'storefront.whatsapp.checkout': {
    reach: (a) => ({ kind: 'order', buyer: { name: 'Intruder', phone: '+60123456789' }, items: [{ productId: a.catalogue.productId, optionId: a.catalogue.optionId, qty: 1 }] }),
  },
};
