import { createHash } from 'node:crypto';
import type { TDocumentError } from '../../../core/e-invoice/document/validate.ts';
import { MYINVOIS_STATUSES, MyInvoisError, type MyInvois, type TMyInvoisStatus } from '../../../core/e-invoice/myinvois-port.ts';
import { ProviderError, jsonClient, type JsonClientOptions } from '../http-json.ts';
import type { WireDocumentDetails, WireError, WireStepError, WireSubmission } from './myinvois-wire.ts';

export interface MyInvoisHttpConfig extends JsonClientOptions {
  /** The API's base: https://api.myinvois.hasil.gov.my (production) or https://preprod-api.myinvois.hasil.gov.my. */
  url: string;
  clientId: string;
  clientSecret: string;
}

/** A token is renewed this long before MyInvois says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** Every field error under a rejection, by its path (the document's own code number when it names none). */
const rejectionErrors = (error: WireError, fallback: string): TDocumentError[] =>
  error.details?.length ? error.details.flatMap((d) => rejectionErrors(d, fallback)) : [{ propertyPath: error.propertyPath || error.target || fallback, error: error.message ?? error.code ?? 'rejected' }];

const stepErrors = (error: WireStepError): TDocumentError[] =>
  error.innerError?.length ? error.innerError.flatMap(stepErrors) : [{ propertyPath: error.propertyPath || error.propertyName || '', error: error.error ?? error.errorCode ?? 'invalid' }];

/** A failed call as the port's error: no answer or a server error is 'connection', any other refusal 'refused'. */
async function portErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new MyInvoisError(error.status === undefined || error.status >= 500 ? 'connection' : 'refused', error.message, error.status);
  }
}

const statusOf = (status: string): TMyInvoisStatus => (MYINVOIS_STATUSES as readonly string[]).includes(status) ? (status as TMyInvoisStatus) : 'Submitted';

/**
 * MyInvois' e-invoicing API: a client-credentials token from /connect/token (scope InvoicingAPI,
 * kept until a minute before it expires), documents sent to POST /api/v1.0/documentsubmissions
 * as base64 JSON with their SHA-256 hash, each document's status and validation results from
 * GET /api/v1.0/documents/{uuid}/details. The taxpayer is named by the onbehalfof header (an
 * intermediary system submits for many). Submissions are not retried: MyInvois refuses a
 * duplicate within ten minutes, and a status read answers whether one arrived.
 */
export function myInvoisHttp(config: MyInvoisHttpConfig): MyInvois {
  const call = jsonClient(config.url, config);
  const once = jsonClient(config.url, { ...config, backoffMs: [] });
  let token: { value: string; until: number } | undefined;

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const body = new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials', scope: 'InvoicingAPI' });
    const answer = await call<{ access_token: string; expires_in: number }>('token', '/connect/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() });
    token = { value: answer.access_token, until: Date.now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }
  const headers = async (tin: string) => ({ authorization: `Bearer ${await bearer()}`, onbehalfof: tin, 'content-type': 'application/json' });

  async function submit(tin: string, documents: Parameters<MyInvois['submit']>[1]): ReturnType<MyInvois['submit']> {
    const body = {
      documents: documents.map(({ codeNumber, document }) => {
        const json = JSON.stringify(document);
        return { format: 'JSON', documentHash: createHash('sha256').update(json).digest('hex'), codeNumber, document: Buffer.from(json).toString('base64') };
      }),
    };
    const answer = await once<WireSubmission>('documentsubmissions', '/api/v1.0/documentsubmissions', { method: 'POST', headers: await headers(tin), body: JSON.stringify(body) });
    return {
      submissionUid: answer.submissionUid,
      accepted: answer.acceptedDocuments.map((d) => ({ codeNumber: d.invoiceCodeNumber, uuid: d.uuid })),
      rejected: answer.rejectedDocuments.map((d) => ({ codeNumber: d.invoiceCodeNumber, errors: rejectionErrors(d.error, d.invoiceCodeNumber) })),
    };
  }

  async function document(tin: string, uuid: string): ReturnType<MyInvois['document']> {
    const answer = await call<WireDocumentDetails>('documents', `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`, { headers: await headers(tin) });
    const steps = answer.validationResults?.validationSteps ?? [];
    return {
      uuid: answer.uuid,
      longId: answer.longId ?? '',
      status: statusOf(answer.status),
      errors: steps.flatMap((s) => (s.status === 'Invalid' && s.error ? stepErrors(s.error) : [])),
    };
  }

  return {
    submit: (tin, documents) => portErrors(submit(tin, documents)),
    document: (tin, uuid) => portErrors(document(tin, uuid)),
  };
}
