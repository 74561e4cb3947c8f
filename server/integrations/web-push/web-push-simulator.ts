import type { WebPushOutcome, WebPushPayload, WebPushSender } from '../../../core/web-push/sender-port.ts';

/** Endpoints the simulator treats as an expired subscription (410) or a failing push service; any other is delivered. */
export const SIMULATED_GONE_PATH = '/gone/';
export const SIMULATED_FAIL_PATH = '/fail/';

/** What the simulator delivered, newest last: the dashboard's dev mode (npm run dev -- --simulators) has no browser to show it. */
export const simulatedWebPushes: { endpoint: string; payload: WebPushPayload; publicKey: string }[] = [];

/** The push services with no network (npm run dev -- --simulators, the tests). */
export const webPushSimulator: WebPushSender = {
  send(target, payload, vapid): Promise<WebPushOutcome> {
    if (target.endpoint.includes(SIMULATED_GONE_PATH)) return Promise.resolve({ status: 'gone' });
    if (target.endpoint.includes(SIMULATED_FAIL_PATH)) return Promise.resolve({ status: 'failed', error: 'HTTP 503' });
    simulatedWebPushes.push({ endpoint: target.endpoint, payload: JSON.parse(payload) as WebPushPayload, publicKey: vapid.publicKey });
    if (simulatedWebPushes.length > 1000) simulatedWebPushes.shift();
    return Promise.resolve({ status: 'sent' });
  },
};
