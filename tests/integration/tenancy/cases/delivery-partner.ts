import type { IsolationCase } from '../isolation-cases.ts';

const sender = { companyName: 'Intruder', senderName: 'Intruder', contact: '0123456789', address: '1 Jalan B', city: 'Kuala Lumpur', postcode: '50000', state: 'KUL' as const };

/** The delivery partner (/mysales/lalamove): keys, senders, quotes, delivery orders and notifications. */
export const deliveryPartnerCases: Record<string, IsolationCase> = {
  'deliveryPartner.settings': { list: () => undefined },
  'deliveryPartner.saveKeys': { none: 'keys are the calling merchant’s own; B saves B’s', input: () => ({ apiKey: 'pk_test_intruder', secret: 'sk_test_intruder' }) },
  'deliveryPartner.senders': { list: () => undefined },
  'deliveryPartner.createSender': { none: 'a sender names no record; B creates its own', input: () => sender },
  'deliveryPartner.updateSender': { reach: (a) => ({ id: a.deliveryPartner.senderId, ...sender }) },
  'deliveryPartner.deleteSender': { reach: (a) => ({ id: a.deliveryPartner.senderId }) },
  'deliveryPartner.readyOrders': { list: () => undefined },
  'deliveryPartner.quotes': { list: () => ({ filter: 'all' }) },
  'deliveryPartner.quote': { reach: (a) => ({ id: a.deliveryPartner.quoteId }) },
  'deliveryPartner.createQuote': { reach: (a) => ({ senderId: a.deliveryPartner.senderId, zone: 'KUL', vehicle: 'CAR', orderIds: [a.deliveryPartner.quoteId] }) },
  'deliveryPartner.deliveries': { list: () => undefined },
  'deliveryPartner.delivery': { reach: (a) => ({ id: a.deliveryPartner.deliveryId }) },
  'deliveryPartner.place': { reach: (a) => ({ id: a.deliveryPartner.quoteId }) },
  'deliveryPartner.cancel': { reach: (a) => ({ id: a.deliveryPartner.deliveryId }) },
  'deliveryPartner.notifications': { list: () => undefined },
};
