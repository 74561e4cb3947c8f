/**
 * The port to an SMS gateway: the product sends one text to one number (a shake user's one-time
 * code). Adapters live outside core (server/integrations/sms/): one over HTTP, one simulator.
 */
export interface SmsSender {
  /** Sends text to an international number ('+60123456789'); answers the gateway's message id, throws when it refused. */
  send(message: SmsRequest): Promise<{ providerId: string }>;
}

export interface SmsRequest {
  to: string;
  text: string;
}
