import { messageText, type Message } from '../../core/shared/messages.ts';
import { UPLOAD_POLICIES, type UploadPurpose } from '../../core/uploads/policies.ts';
import { apiHeaders } from './trpc.ts';

/** What the server keeps of an upload; its id is what forms send. */
export interface UploadedFile {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/** The server's message for a refused file request (as msg() text, worded where it is shown), or the HTTP status text. */
async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { message?: string; i18n?: Message } | null;
  return new Error(body?.i18n ? messageText(body.i18n) : (body?.message ?? response.statusText));
}

/** POSTs a form with XMLHttpRequest, which (unlike fetch) tells how much of the body has gone: onProgress gets 0 to 1. */
function postForm(url: string, body: FormData, onProgress?: (sent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(apiHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    request.onload = () =>
      resolve(new Response(request.responseText, { status: request.status, statusText: request.statusText, headers: { 'content-type': request.getResponseHeader('content-type') ?? '' } }));
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.send(body);
  });
}

/**
 * Sends one file for a purpose (POST /api/uploads), telling onProgress how much has gone. A file
 * above the purpose's size limit is refused before it is sent; its type is checked by the server
 * from the content.
 */
export async function uploadFile(file: File, purpose: UploadPurpose, onProgress?: (sent: number) => void): Promise<UploadedFile> {
  const policy = UPLOAD_POLICIES[purpose];
  if (file.size > policy.maxBytes) throw new Error(policy.tooLarge);
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await postForm(`/api/uploads?purpose=${encodeURIComponent(purpose)}`, body, onProgress);
  if (!response.ok) throw await failure(response);
  return (await response.json()) as UploadedFile;
}

/** The name a Content-Disposition gives: the exact UTF-8 one (filename*) before the ASCII stand-in. */
function fileNameOf(disposition: string | null): string | null {
  const exact = disposition?.match(/filename\*=UTF-8''([^;\s]+)/i)?.[1];
  return exact ? decodeURIComponent(exact) : (disposition?.match(/filename="?([^";]+)"?/)?.[1] ?? null);
}

/** Fetches a file the session may read (a report's PDF to show in a page). */
export async function fetchFileBlob(path: string): Promise<Blob> {
  const response = await fetch(path, { headers: apiHeaders() });
  if (!response.ok) throw await failure(response);
  return response.blob();
}

/** Fetches a file the session may download (a template, an error report) and saves it under the server's name. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { headers: apiHeaders() });
  if (!response.ok) throw await failure(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
