import { afterAll } from 'vitest';
import type { Caller } from '../../server/caller.ts';
import { buildServer } from '../../server/http/app.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { DELIVERY_PARTNER_PREFIX } from '../../server/integrations/delivery-partner/delivery-partner-simulator.ts';
import type { Runtime } from '../../server/runtime.ts';
import { placeOrder, type SeededShop } from './orders.ts';

/** Keys the simulator accepts (its secret of pk_test_X is sk_test_X). */
export const SIM_KEYS = { apiKey: 'pk_test_shop', secret: 'sk_test_shop' };

export const SENDER = { companyName: 'Kedai Batik Sdn Bhd', senderName: 'Siti Aminah', contact: '0123456789', address: '8 Jalan Tun Razak', city: 'Kuala Lumpur', postcode: '50400', state: 'KUL' } as const;

/**
 * The runtime served on a local port with its public address pointed there, so the simulator's
 * webhooks reach it (the address is registered when the keys are saved).
 */
export async function webhookServer(rt: Runtime): Promise<string> {
  const app = await buildServer(rt, { logger: false, dashboardDir: null });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  rt.env.publicUrl = address;
  afterAll(() => app.close());
  return address;
}

/** n orders of the shop in Preparing to ship. */
export async function ordersReadyToShip(rt: Runtime, shop: SeededShop, n: number): Promise<string[]> {
  const ids = [];
  for (let i = 0; i < n; i++) {
    const order = await placeOrder(rt, shop);
    await shop.admin.caller.orders.markPaid({ id: order.id, payment: { method: 'cash', paidOn: new Date(), amountSen: 1 } });
    await shop.admin.caller.orders.confirmPayment({ id: order.id });
    ids.push(order.id);
  }
  return ids;
}

/** The simulator's control endpoint: moves a delivery order as its driver would, delivering the webhooks. */
export async function pushStatus(providerOrderId: string, status: string): Promise<{ delivered: { eventId: string; status: number }[] }> {
  const response = await fetch(`${await simulatorUrl(DELIVERY_PARTNER_PREFIX)}/_control/orders/${providerOrderId}/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }) });
  if (!response.ok) throw new Error(`control: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { delivered: { eventId: string; status: number }[] };
}

export async function control(path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${await simulatorUrl(DELIVERY_PARTNER_PREFIX)}/_control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

/** Keys saved and a default sender: what a merchant sets up before the first quote. */
export async function setUpPartner(admin: Caller): Promise<string> {
  await admin.deliveryPartner.saveKeys(SIM_KEYS);
  const sender = await admin.deliveryPartner.createSender({ ...SENDER });
  return sender.id;
}
