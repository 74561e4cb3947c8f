import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateInvoice, type TDocumentError } from '../../../core/e-invoice/document/validate.ts';
import type { SimulatorMount } from '../simulator-host.ts';
import type { WireDocumentDetails, WireSubmission } from './myinvois-wire.ts';

/** The credentials the product uses on the simulator; a secret of 'invalid-secret' is refused. */
export const MYINVOIS_SIMULATOR_CLIENT = { clientId: 'simulator-client', clientSecret: 'simulator-secret' };
export const INVALID_MYINVOIS_SECRET = 'invalid-secret';

interface StoredDocument {
  uuid: string;
  submissionUid: string;
  codeNumber: string;
  tin: string;
  document: unknown;
  errors: TDocumentError[];
  longId: string;
  /** Reads left before the document leaves Submitted. */
  pendingReads: number;
}

const tokens = new Set<string>();
const documents = new Map<string, StoredDocument>();
let state = { hanging: false, pendingReads: 0, forcedErrors: [] as TDocumentError[] };

const json = (body: unknown): Record<string, unknown> => (typeof body === 'string' && body ? (JSON.parse(body) as Record<string, unknown>) : {});
/** MyInvois' long ID: 40 characters of letters and digits. */
const longId = () => randomBytes(30).toString('base64').replace(/[^A-Za-z0-9]/g, 'X').slice(0, 40);

async function authorised(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  while (state.hanging) await new Promise((resolve) => setTimeout(resolve, 50));
  const auth = request.headers.authorization ?? '';
  const tin = request.headers.onbehalfof;
  if (!tokens.has(auth.replace(/^Bearer /, ''))) return void (await reply.code(401).send({ error: 'invalid_token' })), null;
  return typeof tin === 'string' ? tin : '';
}

/** A submitted document: refused outright when it cannot be read; otherwise its validation waits for the first status read. */
function take(entry: Record<string, unknown>, submissionUid: string, tin: string): { uuid: string } | { error: TDocumentError[] } {
  const codeNumber = String(entry.codeNumber ?? '');
  if (!codeNumber) return { error: [{ propertyPath: 'codeNumber', error: 'is required' }] };
  if (entry.format !== 'JSON') return { error: [{ propertyPath: 'format', error: 'must be JSON' }] };
  const text = Buffer.from(String(entry.document ?? ''), 'base64').toString('utf8');
  if (createHash('sha256').update(text).digest('hex') !== entry.documentHash) return { error: [{ propertyPath: 'documentHash', error: 'does not match the document' }] };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { error: [{ propertyPath: 'document', error: 'is not JSON' }] };
  }
  const dup = [...documents.values()].find((d) => d.tin === tin && d.codeNumber === codeNumber && d.errors.length === 0);
  if (dup) return { error: [{ propertyPath: 'Invoice.ID', error: `duplicates document ${dup.uuid}` }] };
  const errors = [...validateInvoice(document), ...state.forcedErrors];
  state.forcedErrors = [];
  const pendingReads = state.pendingReads;
  state.pendingReads = 0;
  const uuid = randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase();
  documents.set(uuid, { uuid, submissionUid, codeNumber, tin, document, errors, longId: errors.length ? '' : longId(), pendingReads });
  return { uuid };
}

/**
 * MyInvois' simulator: the token, submission and document-details endpoints of its e-invoicing
 * API, in memory. A submission refuses a document it cannot read (format, hash, JSON, a duplicate
 * code number of a valid document); the rest are accepted and validated as MyInvois validates
 * them (core/e-invoice/document/validate.ts): Valid with a long ID, or Invalid with its errors by
 * field path. Control endpoints (tests and developers):
 * - POST /_control/hold { reads }: the next accepted document stays Submitted for that many status reads.
 * - POST /_control/invalid-next { propertyPath, error }: the next accepted document is also Invalid for this.
 * - POST /_control/timeout { on }: while on, every API call hangs.
 * - GET /_control/documents/:uuid: the document as received.
 * - POST /_control/reset.
 */
export const myInvoisSimulator: SimulatorMount = {
  prefix: '/myinvois',
  register(app: FastifyInstance) {
    app.post('/connect/token', async (request, reply) => {
      const form = new URLSearchParams(String(request.body ?? ''));
      if (form.get('grant_type') !== 'client_credentials' || !form.get('client_id') || !form.get('client_secret') || form.get('client_secret') === INVALID_MYINVOIS_SECRET) {
        return reply.code(400).send({ error: 'invalid_client' });
      }
      const token = randomBytes(24).toString('hex');
      tokens.add(token);
      return { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'InvoicingAPI' };
    });

    app.post('/api/v1.0/documentsubmissions', async (request, reply) => {
      const tin = await authorised(request, reply);
      if (tin === null) return;
      const body = json(request.body);
      const entries = Array.isArray(body.documents) ? (body.documents as Record<string, unknown>[]) : [];
      if (entries.length === 0 || entries.length > 100) return reply.code(400).send({ error: { code: 'BadStructure', message: 'documents: 1 to 100 are required' } });
      const submissionUid = randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase();
      const answer: WireSubmission = { submissionUid, acceptedDocuments: [], rejectedDocuments: [] };
      for (const entry of entries) {
        const taken = take(entry, submissionUid, tin);
        const codeNumber = String(entry.codeNumber ?? '');
        if ('uuid' in taken) answer.acceptedDocuments.push({ uuid: taken.uuid, invoiceCodeNumber: codeNumber });
        else answer.rejectedDocuments.push({ invoiceCodeNumber: codeNumber, error: { code: 'ValidationError', message: 'Validation error', target: codeNumber, details: taken.error.map((e) => ({ code: 'ValidationError', message: e.error, propertyPath: e.propertyPath, target: codeNumber })) } });
      }
      return reply.code(202).send(answer);
    });

    app.get<{ Params: { uuid: string } }>('/api/v1.0/documents/:uuid/details', async (request, reply) => {
      const tin = await authorised(request, reply);
      if (tin === null) return;
      const doc = documents.get(request.params.uuid);
      if (!doc || doc.tin !== tin) return reply.code(404).send({ error: { code: 'NotFound', message: 'Document not found' } });
      const held = doc.pendingReads > 0;
      if (held) doc.pendingReads--;
      const status = held ? 'Submitted' : doc.errors.length ? 'Invalid' : 'Valid';
      const answer: WireDocumentDetails = {
        uuid: doc.uuid,
        submissionUid: doc.submissionUid,
        longId: status === 'Valid' ? doc.longId : '',
        internalId: doc.codeNumber,
        status,
        validationResults: held
          ? null
          : {
              status,
              validationSteps: [
                { status: 'Valid', name: 'Step01-Structure Validator' },
                {
                  status: doc.errors.length ? 'Invalid' : 'Valid',
                  name: 'Step03-Mandatory Fields and Calculations Validator',
                  error: doc.errors.length ? { errorCode: 'CF001', error: 'Validation errors', innerError: doc.errors.map((e) => ({ propertyPath: e.propertyPath, errorCode: 'CF001', error: e.error })) } : null,
                },
              ],
            },
      };
      return answer;
    });

    app.post('/_control/hold', async (request) => {
      state.pendingReads = Math.max(0, Number(json(request.body).reads ?? 0));
      return { reads: state.pendingReads };
    });
    app.post('/_control/invalid-next', async (request) => {
      const body = json(request.body);
      state.forcedErrors = [{ propertyPath: String(body.propertyPath ?? 'Invoice'), error: String(body.error ?? 'is invalid') }];
      return { errors: state.forcedErrors };
    });
    app.post('/_control/timeout', async (request) => {
      state.hanging = json(request.body).on === true;
      return { hanging: state.hanging };
    });
    app.get<{ Params: { uuid: string } }>('/_control/documents/:uuid', async (request, reply) => {
      const doc = documents.get(request.params.uuid);
      return doc ? { codeNumber: doc.codeNumber, tin: doc.tin, document: doc.document } : reply.code(404).send({ message: 'No such document.' });
    });
    app.post('/_control/reset', async () => {
      documents.clear();
      state = { hanging: false, pendingReads: 0, forcedErrors: [] };
      return { reset: true };
    });
  },
};
