import type { WhatsappRequest, WhatsappSender } from '../../../core/website/whatsapp-port.ts';
import { jsonClient, type JsonClientOptions } from '../http-json.ts';

export interface WhatsappHttpConfig extends JsonClientOptions {
  /** The provider's base address with its version (WHATSAPP_API_URL, e.g. https://graph.facebook.com/v21.0). */
  url: string;
  /** The business phone number's id at the provider (WHATSAPP_PHONE_NUMBER_ID). */
  phoneNumberId: string;
  /** The access token (WHATSAPP_TOKEN): never logged, never in an error. */
  token: string;
}

/** What the provider answers for a message it took. */
interface MessageAnswer {
  messages?: { id?: string }[];
}

/**
 * WhatsApp over HTTP with the WhatsApp Cloud API's public protocol: POST
 * /{phone-number-id}/messages with a bearer token and a JSON text message; the recipient is the
 * number without its '+'; the answer's messages[0].id is the message id. A send is not repeated
 * (a retry could deliver it twice): a failure is reported to the caller.
 */
export function whatsappHttp(config: WhatsappHttpConfig): WhatsappSender {
  const call = jsonClient(config.url, { ...config, backoffMs: [] });
  return {
    async send({ to, text }: WhatsappRequest) {
      const answer = await call<MessageAnswer>('messages', `/${encodeURIComponent(config.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: to.replace(/^\+/, ''), type: 'text', text: { preview_url: false, body: text } }),
      });
      return { providerId: answer?.messages?.[0]?.id ?? '' };
    },
  };
}
