import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { TTemplateInput } from '../../core/catalogue/bulk/templates.ts';
import type { TFileFormat } from '../../core/jobs/file-options.ts';
import type { UploadPurpose } from '../../core/uploads/policies.ts';
import type { TUploadRow } from '../../core/uploads/service.ts';
import type { ReportFileStream } from '../../core/reports/report-table.ts';
import type { Ctx } from '../../core/shared/context.ts';
import type { Runtime } from '../../server/runtime.ts';
import { CliError, EXIT, type ExitCode } from '../program/exit-codes.ts';
import { LOCAL_REQUEST, USER_AGENT } from './client-identity.ts';

/**
 * What a command can download: a job's rejected rows or result, a template, or a report's file
 * (query: the report's filter as its screen sends it) or PDF.
 */
export type Download =
  | { kind: 'errors' | 'result'; jobId: string }
  /** One result PNG of a background-removal job. */
  | { kind: 'image'; jobId: string; index: number }
  | { kind: 'template'; input: TTemplateInput }
  | { kind: 'report'; name: string; format: TFileFormat | 'pdf'; query: Record<string, string> };

/** Files to and from the target, the same way in both modes: over HTTP, or through core in-process. */
export interface FileTransfer {
  upload(purpose: UploadPurpose, filePath: string): Promise<TUploadRow>;
  /** Saves the download at filePath and returns its size in bytes. */
  download(what: Download, filePath: string): Promise<number>;
}

function downloadPath(what: Download): string {
  if (what.kind === 'template') return `/api/catalogue/template?kind=${what.input.kind}&format=${what.input.format}`;
  if (what.kind === 'image') return `/api/jobs/${encodeURIComponent(what.jobId)}/images/${what.index}`;
  if (what.kind !== 'report') return `/api/jobs/${encodeURIComponent(what.jobId)}/${what.kind}`;
  const name = encodeURIComponent(what.name);
  if (what.format === 'pdf') return `/api/reports/${name}/pdf?${new URLSearchParams({ ...what.query, download: '1' }).toString()}`;
  return `/api/reports/${name}/file?${new URLSearchParams({ ...what.query, format: what.format }).toString()}`;
}

const EXIT_OF_STATUS: Record<number, ExitCode> = { 400: EXIT.rejected, 401: EXIT.auth, 403: EXIT.auth, 404: EXIT.notFound, 413: EXIT.rejected };

/** A refused file request as the CLI reports it: the server's message, an exit code from the status. */
async function refused(response: Response): Promise<CliError> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return new CliError(body?.message ?? `The server answered ${response.status} ${response.statusText}.`, EXIT_OF_STATUS[response.status] ?? EXIT.other);
}

/** A multipart body with one file, streamed from disk rather than read into memory. */
function multipart(filePath: string): { contentType: string; body: ReadableStream } {
  const boundary = `----merchant${randomBytes(12).toString('hex')}`;
  const name = path.basename(filePath).replace(/["\r\n]/g, '_');
  async function* parts() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    yield* createReadStream(filePath);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Readable.toWeb(Readable.from(parts())) as ReadableStream };
}

export function httpFiles(serverUrl: string, token: string | null): FileTransfer {
  const headers = { 'user-agent': USER_AGENT, ...(token && { authorization: `Bearer ${token}` }) };
  return {
    async upload(purpose, filePath) {
      const { contentType, body } = multipart(filePath);
      // duplex: a streamed request body; Node's fetch needs it said.
      const init = { method: 'POST', headers: { ...headers, 'content-type': contentType }, body, duplex: 'half' } as RequestInit;
      const response = await fetch(`${serverUrl}/api/uploads?purpose=${encodeURIComponent(purpose)}`, init);
      if (!response.ok) throw await refused(response);
      return (await response.json()) as TUploadRow;
    },
    async download(what, filePath) {
      const response = await fetch(`${serverUrl}${downloadPath(what)}`, { headers });
      if (!response.ok || !response.body) throw await refused(response);
      await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(filePath));
      return (await stat(filePath)).size;
    },
  };
}

/** A report's file or PDF as the server would send it, from the same registries. */
async function reportFile(ctx: Ctx, what: Extract<Download, { kind: 'report' }>): Promise<ReportFileStream> {
  if (what.format === 'pdf') return (await import('../../server/reports/report-pdfs.ts')).openReportPdf(ctx, what.name, what.query);
  return (await import('../../server/reports/report-files.ts')).openReportFile(ctx, what.name, { ...what.query, format: what.format });
}

/** The same through core on the local database, as the session's user. */
export function localFiles(runtime: Runtime, token: string | null): FileTransfer {
  const signedIn = async () => {
    const [{ resolveSession }, { baseContext }] = await Promise.all([import('../../core/auth/sessions.ts'), import('../../core/shared/context.ts')]);
    const session = token ? await resolveSession(baseContext(runtime.database, runtime.env, LOCAL_REQUEST), token) : null;
    if (!session) throw new CliError('Your session has ended: run merchant login again.', EXIT.auth);
    return session.ctx;
  };
  return {
    async upload(purpose, filePath) {
      const { saveUpload } = await import('../../core/uploads/service.ts');
      return saveUpload(await signedIn(), purpose, path.basename(filePath), createReadStream(filePath));
    },
    async download(what, filePath) {
      const ctx = await signedIn();
      if (what.kind === 'template') {
        const { templateFile, writeTemplate } = await import('../../core/catalogue/bulk/templates.ts');
        templateFile(ctx, what.input);
        const output = createWriteStream(filePath);
        await Promise.all([writeTemplate(ctx, what.input, output), once(output, 'close')]);
      } else if (what.kind === 'report') {
        const file = await reportFile(ctx, what);
        const output = createWriteStream(filePath);
        await Promise.all([file.write(output), once(output, 'close')]);
      } else if (what.kind === 'image') {
        const { openBgResult } = await import('../../core/bg-remover/result-file.ts');
        await pipeline((await openBgResult(ctx, what.jobId, what.index)).body, createWriteStream(filePath));
      } else {
        const [{ openJobFile }, { JOB_KINDS }] = await Promise.all([import('../../core/jobs/job-files.ts'), import('../../server/jobs/job-kinds.ts')]);
        await pipeline((await openJobFile(ctx, JOB_KINDS, what.jobId, what.kind)).body, createWriteStream(filePath));
      }
      return (await stat(filePath)).size;
    },
  };
}
