import { randomBytes } from 'node:crypto';
import { jobFileKey } from '../jobs/job-params.ts';
import { failedJob, fileGone, uploadKey, type Finished, type JobRun } from '../jobs/job-run.ts';
import { message, summaryOf } from '../jobs/job-summary.ts';
import { uploadFor, type JobStart } from '../jobs/start-job.ts';
import { seal, unseal } from '../platform/secret-box.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { PDF_ENCRYPTOR_MODULE } from './constants.ts';
import { contentPdf } from './content-pdf.ts';
import { resultName } from './result-name.ts';
import type { TStartPdfEncryptInput } from './schema.ts';

/** The upload purpose of a PDF to encrypt. */
export const PDF_ENCRYPT_PURPOSE = 'pdf-encrypt';

/** Its summaries (jobs.summary.<code>). */
export const PDF_ENCRYPT_SUMMARY = {
  encrypted: 'pdfEncrypt.encrypted',
  alreadyEncrypted: 'pdfEncrypt.alreadyEncrypted',
  unreadable: 'pdfEncrypt.unreadable',
  lostCharacters: 'pdfEncrypt.lostCharacters',
} as const;
const S = PDF_ENCRYPT_SUMMARY;

/**
 * What the job keeps in Job.params. The password (and the written content, which is what the
 * merchant means to protect) is sealed with the server's key (platform/secret-box.ts): the row
 * never holds it in plain text, and the job's logs never name it.
 */
export interface PdfEncryptParams {
  sealed: string;
  /** The uploaded file's name, to name it when it cannot be read; '' for written content. */
  sourceName: string;
}

interface Secrets {
  password: string;
  content: string;
}

/** An uploaded PDF or written content to encrypt; the runner reads the PDF, never the request. */
export async function startPdfEncrypt(ctx: Ctx, input: TStartPdfEncryptInput): Promise<JobStart<PdfEncryptParams>> {
  const upload = input.uploadId ? await uploadFor(ctx, input.uploadId, PDF_ENCRYPT_PURPOSE) : null;
  const fileName = resultName(input.fileName, upload?.fileName ?? null);
  const secrets: Secrets = { password: input.password, content: upload ? '' : input.content };
  return {
    fileName,
    uploadId: upload?.id ?? null,
    params: { sealed: seal(JSON.stringify(secrets), ctx.env.secretKey), sourceName: upload?.fileName ?? '' },
    log: { action: msg('log.pdfEncryptor.started', { file: fileName }), category: PDF_ENCRYPTOR_MODULE },
  };
}

/** The PDF to encrypt: the upload's bytes, or the written content drawn as a PDF. */
async function sourcePdf(ctx: Ctx, run: JobRun<PdfEncryptParams>, content: string): Promise<{ bytes: Buffer; lostCharacters: boolean } | null> {
  if (!run.job.uploadId) return contentPdf(run.job.fileName.replace(/\.pdf$/i, ''), content);
  const key = await uploadKey(ctx, run.job);
  if (!key) return null;
  const body = await ctx.env.storage.get(key);
  return { bytes: Buffer.concat(await body.toArray()), lostCharacters: false };
}

/** The PDF as pdf-lib reads it, or the summary of why it cannot be encrypted. */
async function openPdf(bytes: Buffer) {
  const { PDFDocument, EncryptedPDFError } = await import('@cantoo/pdf-lib');
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    // pdf-lib reads leniently: a damaged file may "load" with no page, or with no page tree at all.
    return doc.getPageCount() > 0 ? doc : S.unreadable;
  } catch (error) {
    return error instanceof EncryptedPDFError ? S.alreadyEncrypted : S.unreadable;
  }
}

/**
 * Encrypts the PDF with AES-256 (@cantoo/pdf-lib's default, the one cipher ISO 32000-2 still
 * recommends): it opens with the unlock password; the owner password, which lifts the
 * restrictions, is random and thrown away, so nobody holds more than the unlock password gives.
 * A PDF already encrypted, or one with no page that can be read, is refused, naming the file.
 */
export async function runPdfEncrypt(ctx: Ctx, run: JobRun<PdfEncryptParams>): Promise<Finished> {
  const { job, beat } = run;
  const { password, content } = JSON.parse(unseal(job.params.sealed, ctx.env.secretKey)) as Secrets;
  const source = await sourcePdf(ctx, run, content);
  if (!source) return fileGone();
  beat.progress(1, 2);
  const doc = await openPdf(source.bytes);
  if (typeof doc === 'string') return failedJob(summaryOf(message(doc, { file: job.params.sourceName })));
  doc.encrypt({ userPassword: password, ownerPassword: randomBytes(32).toString('base64url') });
  const key = jobFileKey(job.merchantId, job.id, 'encrypted.pdf');
  await ctx.env.storage.put(key, Buffer.from(await doc.save()));
  beat.progress(2, 2);
  return {
    status: 'completed',
    totalRows: 1,
    doneRows: 1,
    failedCount: 0,
    summary: summaryOf(message(S.encrypted, { file: job.fileName }), source.lostCharacters && message(S.lostCharacters)),
    resultKey: key,
  };
}
