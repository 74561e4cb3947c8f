import type { ParcelEvent, ParcelToTrack, ParcelTracking, TParcelStatus, TrackedParcel } from '../../../core/parcels/tracking/port.ts';
import { ParcelServiceError } from '../../../core/parcels/service-error.ts';
import { jsonClient, type JsonClientOptions } from '../http-json.ts';
import { asParcelError } from '../parcel-error.ts';

export interface ParcelTrackingHttpConfig extends JsonClientOptions {
  /** The API's base (PARCEL_TRACKING_API_URL): https://seller.tracking.my/api. */
  url: string;
}

/** A checkpoint as the service sends it. */
export interface WireCheckpoint {
  time: string;
  status: string;
  content: string;
  location?: string;
}

/** A tracking as the service sends it (in answers and in its webhooks' body). */
export interface WireTracking {
  tracking_number: string;
  courier: string;
  order_id?: string;
  status: string;
  latest_checkpoint?: WireCheckpoint | null;
  checkpoints?: WireCheckpoint[];
}

/** The service's statuses, some more finely grained than the product's six. */
const STATUS_OF: Record<string, TParcelStatus> = {
  pending: 'pending',
  info_received: 'pending',
  expired: 'pending',
  in_transit: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  failed_attempt: 'failed_attempt',
  exception: 'failed_attempt',
  delivered: 'delivered',
  returned: 'returned',
  return_to_sender: 'returned',
};

export const statusOf = (wire: string): TParcelStatus => STATUS_OF[wire] ?? 'pending';

const eventOf = (c: WireCheckpoint): ParcelEvent => ({ at: new Date(c.time), status: statusOf(c.status), content: c.content ?? '', location: c.location ?? '' });

/** A wire tracking as the port gives it; events newest first. */
export function trackedOf(t: WireTracking): TrackedParcel {
  const events = (t.checkpoints ?? (t.latest_checkpoint ? [t.latest_checkpoint] : [])).map(eventOf).sort((a, b) => b.at.getTime() - a.at.getTime());
  return { trackingNo: t.tracking_number, courier: t.courier, status: statusOf(t.status), events };
}

/**
 * The parcel tracking service over HTTP, following Tracking.my's public seller API: the key in
 * the Tracking-Api-Key header; POST /v1/trackings (tracking_number, courier, order_id,
 * parcel_content, customer_name, customer_email, customer_phone, note) to follow a parcel,
 * GET /v1/trackings/{courier}/{tracking_number} for its checkpoints, PUT /v2/webhook (url,
 * events, secret_key) for the updates. Calls time out and are tried again on a network failure,
 * 429 or 5xx (each sets or reads a value: following a parcel twice follows it once).
 */
export function parcelTrackingHttp(config: ParcelTrackingHttpConfig): ParcelTracking {
  const call = jsonClient(config.url, config);
  const headers = (key: string) => ({ 'tracking-api-key': key, accept: 'application/json', 'content-type': 'application/json' });
  const tracking = (answer: { tracking?: WireTracking } | null): TrackedParcel => {
    if (!answer?.tracking) throw new ParcelServiceError('refused', 'no tracking in the answer');
    return trackedOf(answer.tracking);
  };
  return {
    async registerWebhook(key, webhook) {
      await asParcelError(
        call('webhook', '/v2/webhook', { method: 'PUT', headers: headers(key), body: JSON.stringify({ url: webhook.url, events: ['trackings/update'], secret_key: webhook.secret }) }),
      );
    },
    async track(key, parcel: ParcelToTrack) {
      const body = {
        tracking_number: parcel.trackingNo,
        courier: parcel.courier,
        order_id: parcel.orderRef,
        parcel_content: parcel.parcelContent,
        customer_name: parcel.customerName,
        customer_email: parcel.customerEmail,
        customer_phone: parcel.customerPhone,
        note: parcel.note,
      };
      return tracking(await asParcelError(call<{ tracking?: WireTracking }>('trackings.create', '/v1/trackings', { method: 'POST', headers: headers(key), body: JSON.stringify(body) })));
    },
    async get(key, courier, trackingNo) {
      const path = `/v1/trackings/${encodeURIComponent(courier)}/${encodeURIComponent(trackingNo)}`;
      return tracking(await asParcelError(call<{ tracking?: WireTracking }>('trackings.get', path, { headers: headers(key) })));
    },
  };
}
