import { msg } from '../../shared/messages.ts';

/** The user log's category: the parcel screens are part of My Sales. */
export const PARCELS_CATEGORY = 'my_sales';

export const PARCEL_TRACKING_LIMITS = {
  trackingNoMax: 100,
  orderRefMax: 100,
  parcelContentMax: 500,
  customerNameMax: 150,
  emailMax: 254,
  phoneMax: 30,
  noteMax: 500,
  apiKeyMax: 500,
  /** The events a record keeps, newest first. */
  eventsKept: 50,
  /** Parcels one refresh asks about per merchant: the longest unchecked first; the next run takes the rest. */
  refreshBatch: 500,
  /** Parcels "Refresh now" asks about from the dashboard, within one request. */
  refreshNowBatch: 50,
} as const;

/** Spec section 5: the fields required and the API key required. */
export const PARCEL_TRACKING_MESSAGES = {
  apiKeyRequired: msg('parcels.apiKeyRequired'),
  trackingNoRequired: msg('parcels.tracking.trackingNoRequired'),
  courierRequired: msg('parcels.tracking.courierRequired'),
  orderRefRequired: msg('parcels.tracking.orderRefRequired'),
  parcelContentRequired: msg('parcels.tracking.parcelContentRequired'),
  customerNameRequired: msg('parcels.tracking.customerNameRequired'),
  customerEmailRequired: msg('parcels.tracking.customerEmailRequired'),
  customerEmailInvalid: msg('parcels.tracking.customerEmailInvalid'),
  tooLong: msg('parcels.tracking.tooLong'),
  notSetUp: msg('parcels.tracking.notSetUp'),
  alreadyTracked: msg('parcels.tracking.alreadyTracked'),
} as const;
