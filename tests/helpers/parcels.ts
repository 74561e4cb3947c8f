import type { SentWebhook } from '../../server/integrations/parcel-tracking/parcel-tracking-simulator.ts';
import type { WireTracking } from '../../server/integrations/parcel-tracking/parcel-tracking-http.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';

async function control<T>(prefix: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${await simulatorUrl(prefix)}/_control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`simulator control ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Moves a parcel one step along the simulator's journey (or to status), which sends the signed webhook. */
export const advanceParcel = (courier: string, trackingNo: string, status?: 'failed_attempt' | 'returned') =>
  control<{ tracking: WireTracking; webhook: SentWebhook | null }>('/parcel-tracking', 'advance', { courier, tracking_number: trackingNo, ...(status && { status }) });

/** Turns a parcel simulator's timeout switch on or off: while on, every call hangs. */
export const simulatorHangs = (prefix: '/parcel-tracking' | '/parcel-rates', on: boolean) => control<{ hanging: boolean }>(prefix, 'timeout', { on });

/** A valid tracking record's fields; overrides replace any. */
export const trackingForm = (overrides: Record<string, unknown> = {}) => ({
  trackingNo: `EP${Math.random().toString(36).slice(2, 10).toUpperCase()}MY`,
  courier: 'poslaju' as const,
  orderRef: '1001',
  parcelContent: '2 x Cotton shirt',
  customerName: 'Aminah Yusof',
  customerEmail: 'aminah@buyer.test',
  ...overrides,
});

/** A sender address in Shah Alam, Selangor. */
export const SENDER_ADDRESS = { country: 'MY' as const, companyName: 'Kedai Aminah Sdn Bhd', name: 'Aminah', contact: '+60123456789', address: '3 Jalan Pasar', city: 'Shah Alam', postcode: '40000', state: 'SGR' as const, isDefault: true };
