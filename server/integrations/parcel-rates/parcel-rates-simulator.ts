import type { FastifyInstance } from 'fastify';
import type { SimulatorMount } from '../simulator-host.ts';

/** A key with this value is refused, as a revoked or mistyped key is. */
export const INVALID_RATES_KEY = 'invalid-key';

/** The couriers the simulator prices: base and per-kg fees in sen, and days for West and East Malaysia. */
export const SIMULATED_COURIERS = [
  { id: 'EP-CS0A', courier: 'Pos Laju', service: 'Next Day Delivery', base: 600, perKg: 150, days: ['1-2', '3-5'] },
  { id: 'EP-CS0B', courier: 'J&T Express', service: 'Standard', base: 550, perKg: 120, days: ['2-3', '4-6'] },
  { id: 'EP-CS0C', courier: 'Ninja Van', service: 'Standard', base: 500, perKg: 130, days: ['2-4', '5-7'] },
  { id: 'EP-CS0D', courier: 'City-Link Express', service: 'Express', base: 750, perKg: 100, days: ['1-2', '3-4'] },
] as const;

const EAST = new Set(['sbh', 'srw', 'lbn']);

/** The simulator's price of a parcel in sen: East Malaysia to or from the West costs double per kg. */
export function simulatedPriceSen(courier: (typeof SIMULATED_COURIERS)[number], pickState: string, sendState: string, kg: number): number {
  const crossing = EAST.has(pickState) !== EAST.has(sendState);
  return courier.base + courier.perKg * Math.max(1, Math.ceil(kg)) * (crossing ? 2 : 1);
}

let hanging = false;

const form = (body: unknown) => new URLSearchParams(typeof body === 'string' ? body : '');

/**
 * The parcel-rate service's simulator: the same HTTP API as the real one (EasyParcel's, see
 * parcel-rates-http.ts), deterministic rates from the couriers above. The key 'invalid-key' is
 * refused; POST /_control/timeout { on } makes every call hang while on.
 */
export const parcelRatesSimulator: SimulatorMount = {
  prefix: '/parcel-rates',
  register(app: FastifyInstance) {
    app.post<{ Querystring: { ac?: string } }>('/', async (request, reply) => {
      while (hanging) await new Promise((resolve) => setTimeout(resolve, 50));
      const fields = form(request.body);
      const key = fields.get('api') ?? '';
      if (!key || key === INVALID_RATES_KEY) return { api_status: 'Error', error_code: '2', error_remark: 'Invalid api key' };
      if (request.query.ac === 'EPCheckCreditBalance') return { api_status: 'Success', error_code: '0', error_remark: '', result: '100.00' };
      if (request.query.ac !== 'EPRateCheckingBulk') return reply.code(400).send({ api_status: 'Error', error_code: '5', error_remark: 'Invalid action' });
      const pick = fields.get('bulk[0][pick_state]') ?? '';
      const send = fields.get('bulk[0][send_state]') ?? '';
      const kg = Number(fields.get('bulk[0][weight]') ?? 0);
      if (!fields.get('bulk[0][pick_code]') || !fields.get('bulk[0][send_code]') || !(kg > 0)) {
        return { api_status: 'Success', error_code: '0', error_remark: '', result: [{ REQ_ID: '', status: 'Fail', remarks: 'Pick-up and delivery postcodes and the weight are required', rates: [] }] };
      }
      const crossing = EAST.has(pick) !== EAST.has(send);
      const rates = SIMULATED_COURIERS.map((c) => ({
        rate_id: `${c.id}-${pick}-${send}`,
        service_id: c.id,
        service_name: c.service,
        service_type: 'parcel',
        courier_name: c.courier,
        delivery: `${c.days[crossing ? 1 : 0]} working day(s)`,
        price: (simulatedPriceSen(c, pick, send, kg) / 100).toFixed(2),
      }));
      return { api_status: 'Success', error_code: '0', error_remark: '', result: [{ REQ_ID: '', status: 'Success', remarks: '', rates }] };
    });

    app.post('/_control/timeout', async (request) => {
      const body = typeof request.body === 'string' && request.body ? (JSON.parse(request.body) as { on?: boolean }) : {};
      hanging = body.on === true;
      return { hanging };
    });
  },
};
