import { z } from 'zod';
import { PDF_ENCRYPTOR_LIMITS as L, PDF_ENCRYPTOR_MESSAGES as M } from './constants.ts';

/**
 * jobs.start's parameters for a 'pdf-encrypt' job: the unlock password and either an uploaded
 * PDF (uploadId, purpose 'pdf-encrypt') or content written in the form, with an optional name
 * for the result. The spec's "unlock password and content required": content is required when
 * no PDF was uploaded. The password is kept as typed (spaces count in a password).
 */
export const ZStartPdfEncryptInput = z
  .object({
    password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(L.passwordMaxChars, M.passwordTooLong),
    uploadId: z.string().min(1).nullish(),
    content: z.string().max(L.contentMaxChars, M.contentTooLong).default(''),
    fileName: z.string().trim().max(L.fileNameMaxChars, M.fileNameTooLong).default(''),
  })
  .superRefine((input, ctx) => {
    if (!input.uploadId && input.content.trim() === '') ctx.addIssue({ code: 'custom', message: M.contentRequired, path: ['content'] });
  });
export type TStartPdfEncryptInput = z.infer<typeof ZStartPdfEncryptInput>;
