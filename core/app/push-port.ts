/**
 * The port to a push service (docs/app.md, "Push messages"): sends one message to the merchant's
 * app on one device. Adapters live outside core (server/integrations/push/): one over HTTP, one
 * simulator that needs no network.
 */
export interface PushService {
  send(request: PushRequest): Promise<PushOutcome>;
}

export interface PushRequest {
  /** The device's token, as the app registered it. */
  token: string;
  title: string;
  body: string;
  /** What the app opens when the message is tapped ('' for the app itself). */
  url: string;
}

/**
 * sent: the service took the message; gone: the token no longer exists (the app was removed),
 * so the device is disabled; failed: anything else (error says what, without secrets).
 */
export type PushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; error: string };
