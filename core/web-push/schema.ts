import { z } from 'zod';
import { isFullUrl } from '../profile/contact-schema.ts';
import { zPage, ZPageInput } from '../shared/pagination.ts';
import { WEB_PUSH_DEVICES, WEB_PUSH_LIMITS as L, WEB_PUSH_MESSAGES as M, WEB_PUSH_STATUSES } from './constants.ts';

const required = (message: string, max: number, tooLong = message) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** Section 5: title, URL and description are required (the description at most 225 characters); the picture is optional. */
export const ZWebPushInput = z.object({
  title: required(M.titleRequired, L.title),
  url: required(M.urlRequired, L.url, M.invalidUrl).refine(isFullUrl, M.invalidUrl),
  description: required(M.descriptionRequired, L.description, M.descriptionTooLong),
  /** An upload of purpose 'web-push-picture'; null: none. */
  imageUploadId: z.string().max(64).nullable().default(null),
});
export type TWebPushInput = z.input<typeof ZWebPushInput>;
export type TWebPushValues = z.output<typeof ZWebPushInput>;

export const ZWebPushDevice = z.enum(WEB_PUSH_DEVICES);
export const ZWebPushStatus = z.enum(WEB_PUSH_STATUSES);

/** Base64url bytes of a given length, as PushSubscription.getKey() gives them (encoded by the website). */
const base64url = (bytes: number) =>
  z
    .string({ error: M.keysInvalid })
    .trim()
    .max(L.key, M.keysInvalid)
    .refine((s) => /^[A-Za-z0-9_-]+=*$/.test(s) && Buffer.from(s, 'base64url').length === bytes, M.keysInvalid);

const ZEndpoint = z
  .string({ error: M.endpointInvalid })
  .trim()
  .max(L.endpoint, M.endpointInvalid)
  .refine((s) => URL.canParse(s) && new URL(s).protocol === 'https:' && !/\s/.test(s), M.endpointInvalid);

/** What the website's service worker sends: PushSubscription.toJSON() (endpoint and keys). */
export const ZSubscribeInput = z.object({
  endpoint: ZEndpoint,
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type TSubscribeInput = z.input<typeof ZSubscribeInput>;
export const ZUnsubscribeInput = z.object({ endpoint: ZEndpoint });
export const ZSubscribed = z.object({ device: ZWebPushDevice });
export const ZUnsubscribed = z.object({ removed: z.boolean() });
export const ZPublicKey = z.object({ publicKey: z.string() });

/** The screen's settings: the merchant's public key, and when the next send is allowed (null: now). */
export const ZWebPushSettings = z.object({ publicKey: z.string(), lastSentAt: z.date().nullable(), nextSendAt: z.date().nullable() });
export type TWebPushSettings = z.infer<typeof ZWebPushSettings>;

/** Subscribers counted by device and status. */
export const ZSubscriberSummary = z.object({
  total: z.number().int(),
  counts: z.array(z.object({ device: ZWebPushDevice, active: z.number().int(), expired: z.number().int() })),
});
export type TSubscriberSummary = z.infer<typeof ZSubscriberSummary>;

export const ZSubscriberListInput = ZPageInput.extend({ device: ZWebPushDevice.nullable().default(null), status: ZWebPushStatus.nullable().default(null) });
export const ZSubscriber = z.object({ id: z.string(), device: ZWebPushDevice, status: ZWebPushStatus, host: z.string(), createdAt: z.date(), lastPushAt: z.date().nullable() });
export type TSubscriber = z.infer<typeof ZSubscriber>;
export const ZSubscriberPage = zPage(ZSubscriber);

export const ZWebPush = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  sentAt: z.date(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
});
export type TWebPush = z.infer<typeof ZWebPush>;
export const ZWebPushPage = zPage(ZWebPush);
export const ZWebPushSent = z.object({ id: z.string(), jobId: z.string() });
