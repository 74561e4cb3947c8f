import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../server/caller.ts';
import { uniqueName } from './fixtures.ts';

type CareerForm = Parameters<Caller['careers']['create']>[0];

/** A career with only the required fields (spec section 5), of a unique title. */
export const careerForm = (overrides: Partial<CareerForm> = {}): CareerForm => ({
  titleEn: uniqueName('Barista '),
  qualifications: [1],
  employmentType: 'full_time',
  location: 'selangor',
  ...overrides,
});

/** A small PDF: file-type knows it by its first bytes. */
export const pdfBytes = (size = 1024): Buffer => Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(size, 0x20)]);

/** An old Word (.doc) file's first bytes: an OLE compound file, which file-type calls application/x-cfb. */
export const docBytes = (): Buffer => {
  const header = Buffer.alloc(1536, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return header;
};

/** What a candidate's form sends besides the career and the file. */
export const candidate = (overrides: Record<string, unknown> = {}) => ({ name: 'Nurul Huda', email: 'Nurul@Example.test', mobile: '+60123456789', ...overrides });

/** A file the website uploads for a candidate (POST /api/storefront/uploads, no member). */
export async function uploadResume(app: FastifyInstance, siteKey: string, data: Buffer = pdfBytes(), fileName = 'resume.pdf', purpose = 'resume-attachment') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/octet-stream' }), fileName);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: `/api/storefront/uploads?purpose=${purpose}`,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'x-site-key': siteKey },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
