/** The statuses of a tracked parcel, as the list's tabs name them (business-areas.md section 4). */
export const PARCEL_STATUSES = ['in_transit', 'out_for_delivery', 'delivered', 'failed_attempt', 'pending', 'returned'] as const;
export type TParcelStatus = (typeof PARCEL_STATUSES)[number];

/** A parcel's journey ends here: the scheduled refresh no longer asks about it. */
export const FINAL_STATUSES: readonly TParcelStatus[] = ['delivered', 'returned'];

/** One checkpoint of a parcel's journey. */
export interface ParcelEvent {
  at: Date;
  status: TParcelStatus;
  content: string;
  location: string;
}

/** What the service is asked to follow (the tracking record's fields). */
export interface ParcelToTrack {
  trackingNo: string;
  courier: string;
  orderRef: string;
  parcelContent: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  note: string;
}

/** A parcel as the service knows it: its status and events, newest first. */
export interface TrackedParcel {
  trackingNo: string;
  courier: string;
  status: TParcelStatus;
  events: ParcelEvent[];
}

/**
 * The parcel tracking service (a Malaysian tracking service; docs/parcels.md). Each call carries
 * the merchant's API key; failures are ParcelServiceError.
 */
export interface ParcelTracking {
  /** Checks the key and tells the service where to send updates, signed with secret. */
  registerWebhook(key: string, webhook: { url: string; secret: string }): Promise<void>;
  /** Starts following a parcel (following one already followed is no error). */
  track(key: string, parcel: ParcelToTrack): Promise<TrackedParcel>;
  /** The parcel's status and events now. */
  get(key: string, courier: string, trackingNo: string): Promise<TrackedParcel>;
}
