import { afterEach, describe, expect, it } from 'vitest';
import { ParcelServiceError } from '../../core/parcels/service-error.ts';
import { parcelRatesHttp } from '../../server/integrations/parcel-rates/parcel-rates-http.ts';
import { INVALID_RATES_KEY, SIMULATED_COURIERS, simulatedPriceSen } from '../../server/integrations/parcel-rates/parcel-rates-simulator.ts';
import { parcelTrackingHttp } from '../../server/integrations/parcel-tracking/parcel-tracking-http.ts';
import { INVALID_TRACKING_KEY, JOURNEY } from '../../server/integrations/parcel-tracking/parcel-tracking-simulator.ts';
import { signatureOf, validSignature } from '../../server/integrations/parcel-tracking/parcel-tracking-signature.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { advanceParcel, simulatorHangs, trackingForm } from '../helpers/parcels.ts';

// The real HTTP adapters against their simulators, with short timeouts so the timeout switch shows quickly.
const fast = { timeoutMs: 300, backoffMs: [10, 10] };
const tracking = parcelTrackingHttp({ url: await simulatorUrl('/parcel-tracking'), ...fast });
const rates = parcelRatesHttp({ url: await simulatorUrl('/parcel-rates'), ...fast });
const KEY = 'contract-key';

const reason = async (call: Promise<unknown>) => {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ParcelServiceError);
  return (error as ParcelServiceError).reason;
};

afterEach(async () => {
  await simulatorHangs('/parcel-tracking', false);
  await simulatorHangs('/parcel-rates', false);
});

describe('parcel tracking adapter against its simulator', () => {
  it('follows a parcel: pending with its first event, then each step of the journey, newest event first', async () => {
    const parcel = trackingForm();
    const tracked = await tracking.track(KEY, { ...parcel, customerPhone: '', note: '' });
    expect(tracked).toMatchObject({ trackingNo: parcel.trackingNo, courier: 'poslaju', status: 'pending' });
    expect(tracked.events.map((e) => e.content)).toEqual([JOURNEY[0]!.content]);
    // Following it again is no error and changes nothing.
    expect((await tracking.track(KEY, { ...parcel, customerPhone: '', note: '' })).events).toHaveLength(1);

    await advanceParcel('poslaju', parcel.trackingNo);
    await advanceParcel('poslaju', parcel.trackingNo);
    await advanceParcel('poslaju', parcel.trackingNo);
    const now = await tracking.get(KEY, 'poslaju', parcel.trackingNo);
    expect(now.status).toBe('out_for_delivery');
    expect(now.events.map((e) => e.status)).toEqual(['out_for_delivery', 'in_transit', 'in_transit', 'pending']);
    expect(now.events[0]).toMatchObject({ content: 'Out for delivery', location: 'Petaling Jaya' });
  });

  it('maps the service statuses onto the six, a failed attempt and a return included', async () => {
    const parcel = trackingForm();
    await tracking.track(KEY, { ...parcel, customerPhone: '', note: '' });
    await advanceParcel('poslaju', parcel.trackingNo, 'failed_attempt');
    expect((await tracking.get(KEY, 'poslaju', parcel.trackingNo)).status).toBe('failed_attempt');
    await advanceParcel('poslaju', parcel.trackingNo, 'returned');
    expect((await tracking.get(KEY, 'poslaju', parcel.trackingNo)).status).toBe('returned');
  });

  it('tells a refused key, an unknown parcel and no answer apart', async () => {
    expect(await reason(tracking.registerWebhook(INVALID_TRACKING_KEY, { url: 'http://127.0.0.1:9/hook', secret: 's' }))).toBe('invalid_key');
    expect(await reason(tracking.get(KEY, 'poslaju', 'NEVER-SHIPPED'))).toBe('not_found');
    await simulatorHangs('/parcel-tracking', true);
    expect(await reason(tracking.get(KEY, 'poslaju', 'ANY'))).toBe('unavailable');
  });

  it('signs each webhook with the secret registered, and delivers it to the address registered', async () => {
    const received: { body: string; signature: string }[] = [];
    const { default: Fastify } = await import('fastify');
    const hook = Fastify();
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    hook.post('/hook', async (req) => {
      received.push({ body: req.body as string, signature: String(req.headers['x-tracking-signature']) });
      return { ok: true };
    });
    const url = `${await hook.listen({ port: 0, host: '127.0.0.1' })}/hook`;
    try {
      const key = 'webhook-key';
      await tracking.registerWebhook(key, { url, secret: 'the-secret' });
      const parcel = trackingForm();
      await tracking.track(key, { ...parcel, customerPhone: '', note: '' });
      const { webhook } = await advanceParcel('poslaju', parcel.trackingNo);
      expect(webhook?.status).toBe(200);
      expect(received).toHaveLength(1);
      expect(validSignature('the-secret', received[0]!.body, received[0]!.signature)).toBe(true);
      expect(received[0]!.signature).toBe(signatureOf('the-secret', received[0]!.body));
      expect(JSON.parse(received[0]!.body)).toMatchObject({ event: 'trackings/update', tracking: { tracking_number: parcel.trackingNo, status: 'in_transit' } });
    } finally {
      await hook.close();
    }
  });
});

describe('parcel-rate adapter against its simulator', () => {
  const request = { from: { country: 'MY', state: 'SGR', postcode: '40000' }, to: { country: 'MY', state: 'SWK', postcode: '93000' }, weightGrams: 1500 };

  it('prices a parcel with every courier, cheapest first, the same each time', async () => {
    await rates.checkKey(KEY);
    const found = await rates.rates(KEY, request);
    const expected = SIMULATED_COURIERS.map((c) => ({ courier: c.courier, priceSen: simulatedPriceSen(c, 'sgr', 'srw', 1.5) })).sort((a, b) => a.priceSen - b.priceSen || a.courier.localeCompare(b.courier));
    expect(found.map((r) => ({ courier: r.courier, priceSen: r.priceSen }))).toEqual(expected);
    expect(found[0]!.deliveryDays).toMatch(/working day/);
    expect(await rates.rates(KEY, request)).toEqual(found);
  });

  it('tells a refused key, a refused parcel and no answer apart', async () => {
    expect(await reason(rates.checkKey(INVALID_RATES_KEY))).toBe('invalid_key');
    expect(await reason(rates.rates(INVALID_RATES_KEY, request))).toBe('invalid_key');
    const refused = await rates.rates(KEY, { ...request, to: { ...request.to, postcode: '' } }).catch((e: unknown) => e as ParcelServiceError);
    expect(refused).toMatchObject({ reason: 'refused', detail: 'Pick-up and delivery postcodes and the weight are required' });
    await simulatorHangs('/parcel-rates', true);
    expect(await reason(rates.rates(KEY, request))).toBe('unavailable');
  });
});
