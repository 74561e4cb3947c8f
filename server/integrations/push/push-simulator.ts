import type { PushOutcome, PushRequest, PushService } from '../../../core/app/push-port.ts';

/** Tokens the simulator treats as an uninstalled app (gone) or a service failure; any other is delivered. */
export const SIMULATED_GONE_PREFIX = 'gone-';
export const SIMULATED_FAIL_PREFIX = 'fail-';

/** What the simulator took, newest last (npm run dev -- --simulators shows nothing else of a push). */
export const simulatedPushes: PushRequest[] = [];

/**
 * The push service with no network (npm run dev -- --simulators, the tests): a token starting
 * with 'gone-' is gone, one starting with 'fail-' fails; every other message is delivered.
 */
export const pushSimulator: PushService = {
  send(request: PushRequest): Promise<PushOutcome> {
    if (request.token.startsWith(SIMULATED_GONE_PREFIX)) return Promise.resolve({ status: 'gone' });
    if (request.token.startsWith(SIMULATED_FAIL_PREFIX)) return Promise.resolve({ status: 'failed', error: 'messages:send: HTTP 503' });
    simulatedPushes.push(request);
    if (simulatedPushes.length > 1000) simulatedPushes.shift();
    return Promise.resolve({ status: 'sent' });
  },
};
