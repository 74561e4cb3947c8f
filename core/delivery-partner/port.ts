import type { TDeliveryStatus, TService, TVehicle } from './constants.ts';

/** A merchant's account at the provider: every request is signed with its secret. */
export interface PartnerCredentials {
  apiKey: string;
  secret: string;
}

export interface PartnerStopInput {
  lat: number;
  lng: number;
  address: string;
}

export interface QuoteRequest {
  vehicle: TVehicle;
  services: TService[];
  /** ISO time; absent: as soon as possible. */
  scheduleAt?: string;
  /** The pickup first, then the drop-offs in order. */
  stops: PartnerStopInput[];
}

/** Money as the provider gives it: decimal text in the market's currency ('12.50'). */
export interface PartnerQuotation {
  quotationId: string;
  expiresAt: string;
  /** The provider's ids of the stops, in the order asked. */
  stopIds: string[];
  distanceM: number;
  currency: string;
  price: { base: string; extraMileage: string; specialRequests: string; multiStopSurcharge: string; surcharge: string; total: string };
}

export interface PlaceRequest {
  quotationId: string;
  sender: { stopId: string; name: string; phone: string };
  recipients: { stopId: string; name: string; phone: string; remarks: string }[];
}

export interface PartnerOrder {
  orderId: string;
  status: TDeliveryStatus;
  shareLink: string;
  driverId: string;
  total: string;
  currency: string;
}

export interface PartnerDriver {
  driverId: string;
  name: string;
  phone: string;
  plateNumber: string;
}

/** Why a call failed, in the product's terms; the adapter maps the provider's answers to these. */
export type PartnerFailure = 'unauthorized' | 'quoteExpired' | 'cancelForbidden' | 'outOfArea' | 'refused' | 'unavailable';

export class DeliveryPartnerError extends Error {
  constructor(
    readonly reason: PartnerFailure,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * An on-demand delivery service (docs/delivery-partner.md, docs/integrations.md): quotations,
 * orders, drivers, cancellation, and the address its signed webhooks go to.
 */
export interface DeliveryPartner {
  registerWebhook(account: PartnerCredentials, url: string): Promise<void>;
  quote(account: PartnerCredentials, request: QuoteRequest): Promise<PartnerQuotation>;
  placeOrder(account: PartnerCredentials, request: PlaceRequest): Promise<PartnerOrder>;
  getOrder(account: PartnerCredentials, orderId: string): Promise<PartnerOrder>;
  getDriver(account: PartnerCredentials, orderId: string, driverId: string): Promise<PartnerDriver>;
  cancelOrder(account: PartnerCredentials, orderId: string): Promise<void>;
}
