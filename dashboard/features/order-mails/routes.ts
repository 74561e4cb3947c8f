import { IconMailCog } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const ORDER_MAILS_PATH = '/mysales/ecommerce-mail-setting';

/** The e-commerce mail setting: the order e-mails' sender and templates. */
export const orderMailsFeature: Feature = {
  module: 'my_sales',
  routes: [{ path: ORDER_MAILS_PATH, title: 'menu.orderMails', load: () => import('./order-mails-page.tsx') }],
  menu: [{ label: 'menu.orderMails', path: ORDER_MAILS_PATH, icon: IconMailCog, access: { kind: 'module', module: 'my_sales' }, section: 'settings' }],
};
