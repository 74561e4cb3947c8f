import type { SmsProviderConfig } from '../../../core/platform/config.ts';
import type { SmsSender } from '../../../core/shake/sms-port.ts';
import { smsHttp } from './sms-http.ts';
import { smsSimulator } from './sms-simulator.ts';

/** The SMS gateway the configuration names (none: no code can be sent). */
export function smsSenderFor(config: SmsProviderConfig | null): SmsSender | undefined {
  if (!config) return undefined;
  return config.kind === 'simulator' ? smsSimulator : smsHttp(config);
}
