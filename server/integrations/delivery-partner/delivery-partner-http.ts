import { randomUUID } from 'node:crypto';
import { DELIVERY_STATUSES, type TDeliveryStatus } from '../../../core/delivery-partner/constants.ts';
import { DeliveryPartnerError, type DeliveryPartner, type PartnerCredentials, type PartnerDriver, type PartnerOrder, type PartnerQuotation } from '../../../core/delivery-partner/port.ts';
import { authorization } from './signature.ts';

export interface DeliveryPartnerHttpConfig {
  /** The API's base address (DELIVERY_PARTNER_API_URL). */
  url: string;
  /** The market header, ISO country code (DELIVERY_PARTNER_MARKET, MY). */
  market?: string;
  timeoutMs?: number;
  /** Waits between attempts of calls that may be repeated; tests shorten them. */
  backoffMs?: readonly number[];
}

interface OrderAnswer {
  orderId?: string;
  status?: string;
  shareLink?: string;
  driverId?: string;
  priceBreakdown?: { total?: string; currency?: string };
}

/** The provider's error ids (its "errors" list) the product tells apart. */
const FAILURES: Record<string, DeliveryPartnerError['reason']> = {
  ERR_QUOTATION_EXPIRED: 'quoteExpired',
  ERR_CANCELLATION_FORBIDDEN: 'cancelForbidden',
  ERR_OUT_OF_SERVICE_AREA: 'outOfArea',
};

/** A Malaysian number as the API takes it (E.164): 012-345 6789 -> +60123456789. */
export function e164(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('60')) return `+${digits}`;
  return `+60${digits.replace(/^0/, '')}`;
}

function parsed<T>(text: string, where: string): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    throw new DeliveryPartnerError('unavailable', `${where}: the answer is not JSON`);
  }
}

const statusOf = (status: string | undefined): TDeliveryStatus => {
  if ((DELIVERY_STATUSES as readonly string[]).includes(status ?? '')) return status as TDeliveryStatus;
  throw new DeliveryPartnerError('refused', `unknown order status ${status}`);
};

const toOrder = (o: OrderAnswer): PartnerOrder => ({
  orderId: String(o.orderId ?? ''),
  status: statusOf(o.status),
  shareLink: o.shareLink ?? '',
  driverId: o.driverId ?? '',
  total: o.priceBreakdown?.total ?? '0',
  currency: o.priceBreakdown?.currency ?? '',
});

/**
 * The delivery partner over HTTP, after the provider's public API v3: every request signed with
 * the merchant's key and secret (signature.ts) and sent with its Market and Request-ID headers;
 * bodies and answers wrapped in "data"; money as decimal text in the market's currency.
 * Calls time out; reads, the webhook address and cancellation are tried again after 0.5 s and 2 s
 * on a network failure, 429 or 5xx; quotations and orders (which create something) never are.
 */
export function deliveryPartnerHttp(config: DeliveryPartnerHttpConfig): DeliveryPartner {
  const root = config.url.replace(/\/$/, '');
  const backoff = config.backoffMs ?? [500, 2000];

  async function once<T>(account: PartnerCredentials, method: string, path: string, data?: unknown): Promise<T> {
    const body = data === undefined ? '' : JSON.stringify({ data });
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization: authorization(account.apiKey, account.secret, method, path, body),
          market: config.market ?? 'MY',
          'request-id': randomUUID(),
          ...(body && { 'content-type': 'application/json' }),
        },
        ...(body && { body }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      const cause = (error as Error).cause as { code?: string } | undefined;
      throw Object.assign(new DeliveryPartnerError('unavailable', `${method} ${path}: no answer (${cause?.code ?? (error as Error).name})`), { retry: true });
    }
    const text = await response.text();
    const answer = parsed<{ data?: T; errors?: { id?: string }[] }>(text, `${method} ${path}`);
    if (response.ok) return answer?.data as T;
    const id = answer?.errors?.[0]?.id ?? '';
    const where = `${method} ${path}: HTTP ${response.status} ${id}`.trim();
    if (response.status === 401 || response.status === 403) throw new DeliveryPartnerError('unauthorized', where);
    if (response.status === 429 || response.status >= 500) throw Object.assign(new DeliveryPartnerError('unavailable', where), { retry: true });
    throw new DeliveryPartnerError(FAILURES[id] ?? 'refused', where);
  }

  async function call<T>(account: PartnerCredentials, method: string, path: string, data?: unknown, repeatable = true): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once<T>(account, method, path, data);
      } catch (error) {
        const retry = (error as { retry?: boolean }).retry === true;
        if (!repeatable || !retry || attempt >= backoff.length) throw error;
        await new Promise((resolve) => setTimeout(resolve, backoff[attempt]));
      }
    }
  }

  return {
    async registerWebhook(account, url) {
      await call(account, 'PATCH', '/v3/webhook', { url });
    },
    async quote(account, request): Promise<PartnerQuotation> {
      const answer = await call<{
        quotationId: string;
        expiresAt: string;
        stops?: { stopId?: string }[];
        distance?: { value?: string; unit?: string };
        priceBreakdown?: Record<string, string | undefined>;
      }>(
        account,
        'POST',
        '/v3/quotations',
        {
          serviceType: request.vehicle,
          specialRequests: request.services,
          language: 'en_MY',
          isRouteOptimized: false,
          ...(request.scheduleAt && { scheduleAt: request.scheduleAt }),
          stops: request.stops.map((s) => ({ coordinates: { lat: s.lat.toFixed(6), lng: s.lng.toFixed(6) }, address: s.address })),
        },
        false,
      );
      const p = answer.priceBreakdown ?? {};
      const metres = Number(answer.distance?.value ?? 0) * (answer.distance?.unit === 'km' ? 1000 : 1);
      return {
        quotationId: answer.quotationId,
        expiresAt: answer.expiresAt,
        stopIds: (answer.stops ?? []).map((s) => String(s.stopId ?? '')),
        distanceM: Math.round(metres),
        currency: p.currency ?? '',
        price: {
          base: p.base ?? '0',
          extraMileage: p.extraMileage ?? '0',
          specialRequests: p.specialRequests ?? '0',
          multiStopSurcharge: p.multiStopSurcharge ?? '0',
          surcharge: p.surcharge ?? '0',
          total: p.total ?? '0',
        },
      };
    },
    async placeOrder(account, request) {
      const answer = await call<OrderAnswer>(
        account,
        'POST',
        '/v3/orders',
        {
          quotationId: request.quotationId,
          sender: { ...request.sender, phone: e164(request.sender.phone) },
          recipients: request.recipients.map((r) => ({ ...r, phone: e164(r.phone) })),
          isPODEnabled: false,
        },
        false,
      );
      return toOrder(answer);
    },
    async getOrder(account, orderId) {
      return toOrder(await call<OrderAnswer>(account, 'GET', `/v3/orders/${encodeURIComponent(orderId)}`));
    },
    async getDriver(account, orderId, driverId): Promise<PartnerDriver> {
      const d = await call<Partial<PartnerDriver>>(account, 'GET', `/v3/orders/${encodeURIComponent(orderId)}/drivers/${encodeURIComponent(driverId)}`);
      return { driverId: String(d.driverId ?? driverId), name: d.name ?? '', phone: d.phone ?? '', plateNumber: d.plateNumber ?? '' };
    },
    async cancelOrder(account, orderId) {
      await call(account, 'DELETE', `/v3/orders/${encodeURIComponent(orderId)}`);
    },
  };
}
