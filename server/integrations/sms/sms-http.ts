import type { SmsRequest, SmsSender } from '../../../core/shake/sms-port.ts';
import { jsonClient, type JsonClientOptions } from '../http-json.ts';

export interface SmsHttpConfig extends JsonClientOptions {
  /** The gateway's base address (SMS_API_URL). */
  url: string;
  /** The account (SMS_ACCOUNT_ID) and its key (SMS_API_KEY): never logged, never in an error. */
  accountId: string;
  key: string;
  /** The sender number or name (SMS_FROM). */
  from: string;
}

/** What the gateway answers for a message it took. */
interface MessageAnswer {
  sid?: string;
}

/**
 * The SMS gateway over HTTP with Twilio's public Messages protocol: POST
 * /2010-04-01/Accounts/{account}/Messages.json, form fields To, From and Body, Basic
 * authentication with the account and key; the answer's sid is the message id. A send is not
 * repeated (a retry could deliver the code twice): a failure is reported to the caller.
 */
export function smsHttp(config: SmsHttpConfig): SmsSender {
  const call = jsonClient(config.url, { ...config, backoffMs: [] });
  const auth = `Basic ${Buffer.from(`${config.accountId}:${config.key}`).toString('base64')}`;
  return {
    async send({ to, text }: SmsRequest) {
      const answer = await call<MessageAnswer>('messages', `/2010-04-01/Accounts/${encodeURIComponent(config.accountId)}/Messages.json`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: config.from, Body: text }).toString(),
      });
      return { providerId: answer?.sid ?? '' };
    },
  };
}
