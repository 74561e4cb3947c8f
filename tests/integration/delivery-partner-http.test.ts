import { describe, expect, it } from 'vitest';
import { DeliveryPartnerError, type PartnerFailure } from '../../core/delivery-partner/port.ts';
import { deliveryPartnerHttp, e164 } from '../../server/integrations/delivery-partner/delivery-partner-http.ts';
import { DELIVERY_PARTNER_PREFIX } from '../../server/integrations/delivery-partner/delivery-partner-simulator.ts';
import { authorization, parseAuthorization, signature } from '../../server/integrations/delivery-partner/signature.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { control, pushStatus } from '../helpers/delivery-partner.ts';

const url = await simulatorUrl(DELIVERY_PARTNER_PREFIX);
const partner = deliveryPartnerHttp({ url, market: 'MY', backoffMs: [10, 10] });
const account = { apiKey: 'pk_test_contract', secret: 'sk_test_contract' };
const KL = [
  { lat: 3.139, lng: 101.6869, address: 'Pickup, Kuala Lumpur' },
  { lat: 3.16, lng: 101.7, address: 'Drop 1, Kuala Lumpur' },
];

const failure = async (promise: Promise<unknown>): Promise<PartnerFailure> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DeliveryPartnerError) return error.reason;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('the delivery partner HTTP adapter against its simulator', () => {
  it('signs as the API describes: HMAC-SHA256 over timestamp, method, path and body', () => {
    const header = authorization('pk_a', 'sk_a', 'post', '/v3/quotations', '{"data":{}}', 1700000000000);
    expect(parseAuthorization(header)).toEqual({ key: 'pk_a', timestamp: '1700000000000', signature: signature('sk_a', '1700000000000', 'POST', '/v3/quotations', '{"data":{}}') });
    expect(signature('sk_a', '1', 'GET', '/v3/orders/1', '')).not.toBe(signature('sk_b', '1', 'GET', '/v3/orders/1', ''));
    expect([e164('012-345 6789'), e164('60123456789'), e164('+60123456789')]).toEqual(['+60123456789', '+60123456789', '+60123456789']);
  });

  it('quotes, places, reads the order and its driver, and refuses a second order from one quotation', async () => {
    await partner.registerWebhook(account, 'http://127.0.0.1:9/hook');
    const quotation = await partner.quote(account, { vehicle: 'CAR', services: ['CARRY_BAG'], stops: KL });
    expect(quotation).toMatchObject({ currency: 'MYR', stopIds: [expect.any(String), expect.any(String)] });
    expect(quotation.price.total).toMatch(/^\d+\.\d{2}$/);
    expect(quotation.price.specialRequests).toBe('3.00');
    const order = await partner.placeOrder(account, {
      quotationId: quotation.quotationId,
      sender: { stopId: quotation.stopIds[0]!, name: 'Siti', phone: '0123456789' },
      recipients: [{ stopId: quotation.stopIds[1]!, name: 'Ali', phone: '0198765432', remarks: '' }],
    });
    expect(order).toMatchObject({ status: 'ASSIGNING_DRIVER', total: quotation.price.total, currency: 'MYR' });
    const again = partner.placeOrder(account, { quotationId: quotation.quotationId, sender: { stopId: quotation.stopIds[0]!, name: 'S', phone: '0123456789' }, recipients: [] });
    expect(await failure(again)).toBe('quoteExpired');

    await pushStatus(order.orderId, 'ON_GOING');
    const read = await partner.getOrder(account, order.orderId);
    expect(read.status).toBe('ON_GOING');
    expect(await partner.getDriver(account, order.orderId, read.driverId)).toMatchObject({ driverId: read.driverId, name: expect.any(String), plateNumber: expect.any(String) });
    await pushStatus(order.orderId, 'PICKED_UP');
    expect(await failure(partner.cancelOrder(account, order.orderId))).toBe('cancelForbidden');
    // Another account does not see the order.
    expect(await failure(partner.getOrder({ apiKey: 'pk_test_other', secret: 'sk_test_other' }, order.orderId))).toBe('refused');
  });

  it('turns the invalid key, a wrong secret, an address out of the area and a timeout into their failures', async () => {
    expect(await failure(partner.quote({ apiKey: 'pk_test_invalid', secret: 'sk_test_invalid' }, { vehicle: 'CAR', services: [], stops: KL }))).toBe('unauthorized');
    expect(await failure(partner.quote({ apiKey: 'pk_test_contract', secret: 'sk_guess' }, { vehicle: 'CAR', services: [], stops: KL }))).toBe('unauthorized');
    const far = [KL[0]!, { lat: 4.6, lng: 103.4, address: 'Kuantan' }];
    expect(await failure(partner.quote(account, { vehicle: 'CAR', services: [], stops: far }))).toBe('outOfArea');

    await control('timeout', { ms: 400 });
    try {
      const impatient = deliveryPartnerHttp({ url, timeoutMs: 100, backoffMs: [10] });
      expect(await failure(impatient.quote(account, { vehicle: 'CAR', services: [], stops: KL }))).toBe('unavailable');
    } finally {
      await control('timeout', { ms: 0 });
    }
  });
});
