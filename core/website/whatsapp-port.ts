/**
 * The port to a WhatsApp business messaging provider: the product sends one text to one number
 * (the merchant's own, about a new order or enquiry). Adapters live outside core
 * (server/integrations/whatsapp/): one over HTTP, one simulator.
 */
export interface WhatsappSender {
  /** Sends text to an international number ('+60123456789'); answers the provider's message id, throws when it refused. */
  send(message: WhatsappRequest): Promise<{ providerId: string }>;
}

export interface WhatsappRequest {
  to: string;
  text: string;
}
