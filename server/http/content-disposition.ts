import type { FastifyReply } from 'fastify';

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** What a quoted ASCII `filename` cannot carry as itself: anything outside printable ASCII, `"` and `\`. */
const NOT_QUOTABLE = /[^\x20-\x7e]|["\\]/g;
/** RFC 8187 attr-char is narrower than encodeURIComponent's set. */
const NOT_ATTR_CHAR = /['()*]/g;

/**
 * The Content-Disposition header of every file the server sends (RFC 6266): `filename` is an
 * ASCII stand-in for old clients, `filename*` the exact name in UTF-8 (RFC 8187), which browsers
 * prefer. Control characters (CR and LF among them) become `_`, so no name can break the header.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const name = fileName.replace(LONE_SURROGATE, '\ufffd').replace(CONTROL, '_') || 'file';
  const ascii = name.replace(NOT_QUOTABLE, '_');
  const encoded = encodeURIComponent(name).replace(NOT_ATTR_CHAR, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file's headers: its content type and its name (saved, or shown in the browser when inline). */
export const fileHeaders = (reply: FastifyReply, file: { fileName: string; mimeType: string }, type: 'attachment' | 'inline' = 'attachment') =>
  reply.header('Content-Type', file.mimeType).header('Content-Disposition', contentDisposition(file.fileName, type));
