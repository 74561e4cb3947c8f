import { IconBrandWhatsapp, IconMessageShare } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

export const WHATSAPP_PATHS = { order: '/mysales/whatsapp-orders', cart: '/whatsapp-cart-chat' } as const;

const access: MenuAccess = { kind: 'module', module: 'whatsapp_cart' };

/** WhatsApp orders and cart chat: what buyers sent through the website's WhatsApp checkout. */
export const whatsappOrdersFeature: Feature = {
  module: 'whatsapp_cart',
  routes: [
    { path: WHATSAPP_PATHS.order, title: 'menu.whatsappOrders', load: () => import('./whatsapp-orders-screen.tsx') },
    { path: WHATSAPP_PATHS.cart, title: 'menu.whatsappCartChat', load: () => import('./cart-chat-screen.tsx') },
  ],
  menu: [
    { label: 'menu.whatsappOrders', path: WHATSAPP_PATHS.order, icon: IconBrandWhatsapp, access, section: 'mySales' },
    { label: 'menu.whatsappCartChat', path: WHATSAPP_PATHS.cart, icon: IconMessageShare, access, section: 'mySales' },
  ],
};
