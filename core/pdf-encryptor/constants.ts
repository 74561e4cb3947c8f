import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** The user log and the job's access: the PDF encryptor is a module of its own (platform.md). */
export const PDF_ENCRYPTOR_MODULE = 'pdf_encryptor';

const MB = 1024 * 1024;

/** The spec gives no limits; ours (docs/tools.md "PDF encryptor"). */
export const PDF_ENCRYPTOR_LIMITS = {
  /** An uploaded PDF, read whole into memory by the job. */
  uploadMaxBytes: 20 * MB,
  /** PDF 2.0 (AES-256) takes passwords of up to 127 bytes of UTF-8. */
  passwordMaxChars: 127,
  /** Written content: some pages of text. */
  contentMaxChars: 50_000,
  fileNameMaxChars: 100,
} as const;
const L = PDF_ENCRYPTOR_LIMITS;

export const PDF_ENCRYPTOR_MESSAGES = {
  passwordRequired: msg('pdfEncryptor.passwordRequired'),
  passwordTooLong: tooLongMessage(term('fields.pdfEncryptor.password'), L.passwordMaxChars),
  contentRequired: msg('pdfEncryptor.contentRequired'),
  contentTooLong: tooLongMessage(term('fields.pdfEncryptor.content'), L.contentMaxChars),
  fileNameTooLong: tooLongMessage(term('fields.pdfEncryptor.fileName'), L.fileNameMaxChars),
  fileType: msg('pdfEncryptor.fileType'),
  fileTooLarge: msg('uploads.fileTooLarge', { max: '20 MB' }),
} as const;
