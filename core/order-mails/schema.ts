import { z } from 'zod';
import { ORDER_MAIL_KINDS, ORDER_MAIL_LIMITS as L, ORDER_MAIL_MESSAGES as M, ORDER_MAIL_PLACEHOLDERS } from './constants.ts';
import { placeholdersOf } from './render.ts';

export const ZOrderMailKind = z.enum(ORDER_MAIL_KINDS);

/** The sender of the order e-mails: a name, a reply-to address and a logo (an upload of purpose 'order-mail-logo'; null: none). */
export const ZOrderMailSenderInput = z.object({
  senderName: z.string().trim().max(L.senderNameMaxChars, M.senderNameTooLong),
  replyTo: z
    .string()
    .trim()
    .toLowerCase()
    .max(L.emailMaxChars, M.replyToInvalid)
    .refine((email) => email === '' || z.email().safeParse(email).success, M.replyToInvalid),
  logoUploadId: z.string().max(64).nullable(),
});
export type TOrderMailSenderInput = z.input<typeof ZOrderMailSenderInput>;

/** A template's subject and body; only the kind's placeholders may be used. */
export const ZOrderMailTemplateInput = z
  .object({
    kind: ZOrderMailKind,
    enabled: z.boolean(),
    subject: z.string({ error: M.subjectRequired }).trim().min(1, M.subjectRequired).max(L.subjectMaxChars, M.subjectTooLong),
    body: z.string({ error: M.bodyRequired }).trim().min(1, M.bodyRequired).max(L.bodyMaxChars, M.bodyTooLong),
  })
  .superRefine((t, ctx) => {
    const allowed = ORDER_MAIL_PLACEHOLDERS[t.kind];
    for (const field of ['subject', 'body'] as const) {
      const unknown = placeholdersOf(t[field]).find((name) => !allowed.includes(name));
      if (unknown) ctx.addIssue({ code: 'custom', message: M.unknownPlaceholder(unknown), path: [field] });
    }
  });
export type TOrderMailTemplateInput = z.input<typeof ZOrderMailTemplateInput>;

export const ZOrderMailTemplate = z.object({
  kind: ZOrderMailKind,
  enabled: z.boolean(),
  subject: z.string(),
  body: z.string(),
  /** False while the default is in use. */
  custom: z.boolean(),
  placeholders: z.array(z.string()),
});
export type TOrderMailTemplate = z.infer<typeof ZOrderMailTemplate>;

export const ZOrderMailSettings = z.object({
  senderName: z.string(),
  replyTo: z.string(),
  logoUploadId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  templates: z.array(ZOrderMailTemplate),
});
export type TOrderMailSettings = z.infer<typeof ZOrderMailSettings>;

export const ZOrderMailKindInput = z.object({ kind: ZOrderMailKind });

/** An e-mail as it would be sent (the preview, from a sample order). */
export const ZOrderMailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string(), fromName: z.string(), replyTo: z.string() });
export type TOrderMailPreview = z.infer<typeof ZOrderMailPreview>;
