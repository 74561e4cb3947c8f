import type { ParcelRate, ParcelRates, RatePlace, RateRequest } from '../../../core/parcels/rates/port.ts';
import { ParcelServiceError } from '../../../core/parcels/service-error.ts';
import { jsonClient, type JsonClientOptions } from '../http-json.ts';
import { asParcelError } from '../parcel-error.ts';

export interface ParcelRatesHttpConfig extends JsonClientOptions {
  /** The API's base (PARCEL_RATES_API_URL): https://connect.easyparcel.my. */
  url: string;
}

/** Every answer's envelope: error_code '0' is success. */
interface Envelope<T> {
  api_status?: string;
  error_code?: string;
  error_remark?: string;
  result?: T;
}

interface WireRate {
  service_id?: string;
  service_name?: string;
  courier_name?: string;
  price?: string | number;
  delivery?: string;
}

/** The service names Sarawak srw; every other state by the product's own code, lower-cased. */
export const stateCodeOf = (state: string): string => (state.toUpperCase() === 'SWK' ? 'srw' : state.toLowerCase());

/** Ringgit as the service writes it ('6.36') in sen. */
const senOf = (price: string | number | undefined): number => Math.round(Number(price ?? 0) * 100);

/** An error envelope as the product tells it: a remark about the key is a refused key. */
function checked<T>(answer: Envelope<T> | null): T | undefined {
  if (!answer) throw new ParcelServiceError('refused', 'empty answer');
  if (answer.error_code !== undefined && answer.error_code !== '0') {
    const remark = answer.error_remark ?? '';
    throw /api key|authori[sz]/i.test(remark) ? new ParcelServiceError('invalid_key') : new ParcelServiceError('refused', remark);
  }
  return answer.result;
}

/**
 * The parcel-rate service over HTTP, following EasyParcel's public API (the individual API):
 * each action is a form POST to /?ac=<action> carrying the key as api; EPCheckCreditBalance
 * checks the key, EPRateCheckingBulk prices a parcel (bulk[0][pick_code], pick_state,
 * pick_country, send_code, send_state, send_country, weight in kg). Answers carry api_status,
 * error_code ('0': success), error_remark and result. Both calls are reads: tried again on a
 * network failure, 429 or 5xx.
 */
export function parcelRatesHttp(config: ParcelRatesHttpConfig): ParcelRates {
  const call = jsonClient(config.url, config);
  const post = <T>(action: string, form: Record<string, string>) =>
    asParcelError(call<Envelope<T>>(action, `/?ac=${action}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams(form).toString() }));
  const place = (prefix: 'pick' | 'send', p: RatePlace) => ({ [`bulk[0][${prefix}_code]`]: p.postcode, [`bulk[0][${prefix}_state]`]: stateCodeOf(p.state), [`bulk[0][${prefix}_country]`]: p.country });
  return {
    async checkKey(key) {
      checked(await post<string>('EPCheckCreditBalance', { api: key }));
    },
    async rates(key, request: RateRequest): Promise<ParcelRate[]> {
      const form = { api: key, ...place('pick', request.from), ...place('send', request.to), 'bulk[0][weight]': String(Math.max(request.weightGrams, 1) / 1000) };
      const [first] = checked(await post<{ status?: string; remarks?: string; rates?: WireRate[] }[]>('EPRateCheckingBulk', form)) ?? [];
      if (!first) throw new ParcelServiceError('refused', 'no result');
      if (first.status && first.status !== 'Success') throw new ParcelServiceError('refused', first.remarks ?? first.status);
      return (first.rates ?? [])
        .map((r) => ({ serviceId: r.service_id ?? '', courier: r.courier_name ?? '', service: r.service_name ?? '', priceSen: senOf(r.price), deliveryDays: r.delivery ?? '' }))
        .sort((a, b) => a.priceSen - b.priceSen || a.courier.localeCompare(b.courier));
    },
  };
}
