import { z } from 'zod';
import { COURIER_CODES } from '../../orders/couriers.ts';
import { ZPageInput, zPage } from '../../shared/pagination.ts';
import { PARCEL_TRACKING_LIMITS as L, PARCEL_TRACKING_MESSAGES as M } from './constants.ts';
import { PARCEL_STATUSES } from './port.ts';

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);
const optional = (max: number) => z.string({ error: M.tooLong }).trim().max(max, M.tooLong).default('');

export const ZTrackingKeyInput = z.object({ apiKey: required(M.apiKeyRequired, L.apiKeyMax) });

/** What the tracking screen shows of the set-up: never the key itself. */
export const ZTrackingSettings = z.object({ apiKeySet: z.boolean(), webhookUrl: z.string() });
export type TTrackingSettings = z.infer<typeof ZTrackingSettings>;

/** The fields a merchant may change after adding a record: the parcel itself (courier, number) stays. */
const ZRecordDetails = z.object({
  orderRef: required(M.orderRefRequired, L.orderRefMax),
  parcelContent: required(M.parcelContentRequired, L.parcelContentMax),
  customerName: required(M.customerNameRequired, L.customerNameMax),
  customerEmail: required(M.customerEmailRequired, L.emailMax).pipe(z.email(M.customerEmailInvalid)),
  customerPhone: optional(L.phoneMax),
  note: optional(L.noteMax),
});

/** A tracking record (spec section 5: tracking no, courier, order id, parcel content, customer name and e-mail required; phone and note optional). */
export const ZTrackingInput = ZRecordDetails.extend({
  trackingNo: required(M.trackingNoRequired, L.trackingNoMax).transform((t) => t.replace(/\s+/g, '').toUpperCase()),
  courier: z.enum(COURIER_CODES, { error: M.courierRequired }),
});
export type TTrackingInput = z.input<typeof ZTrackingInput>;

export const ZTrackingUpdateInput = ZRecordDetails.extend({ id: z.string().min(1).max(64) });
export type TTrackingUpdateInput = z.input<typeof ZTrackingUpdateInput>;

export const ZTrackingId = z.object({ id: z.string().min(1).max(64) });

export const TRACKING_TABS = ['all', ...PARCEL_STATUSES] as const;
export const ZTrackingListInput = ZPageInput.extend({ tab: z.enum(TRACKING_TABS).default('all'), search: z.string().trim().max(100).optional() });
export type TTrackingListInput = z.input<typeof ZTrackingListInput>;

export const ZParcelEvent = z.object({ at: z.date(), status: z.enum(PARCEL_STATUSES), content: z.string(), location: z.string() });

export const ZTrackingRecord = z.object({
  id: z.string(),
  trackingNo: z.string(),
  courier: z.string(),
  orderRef: z.string(),
  orderId: z.string().nullable(),
  parcelContent: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  note: z.string(),
  status: z.enum(PARCEL_STATUSES),
  latestEvent: z.string(),
  latestLocation: z.string(),
  latestEventAt: z.date().nullable(),
  /** False until the service has accepted the parcel (a shipped order's parcel, registered at the next refresh). */
  registered: z.boolean(),
  createdAt: z.date(),
});
export type TTrackingRecord = z.infer<typeof ZTrackingRecord>;
export const ZTrackingPage = zPage(ZTrackingRecord);
export const ZTrackingDetail = ZTrackingRecord.extend({ events: z.array(ZParcelEvent) });
export type TTrackingDetail = z.infer<typeof ZTrackingDetail>;

/** An order's parcels as its shipments show them, by shipment id. */
export const ZOrderTracking = z.array(ZTrackingRecord.extend({ shipmentId: z.string() }));

export const ZRefreshResult = z.object({ registered: z.number().int(), checked: z.number().int(), changed: z.number().int() });
export type TRefreshResult = z.infer<typeof ZRefreshResult>;
