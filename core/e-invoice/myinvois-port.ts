import type { TDocumentError } from './document/validate.ts';
import type { TInvoiceDocument } from './document/write-invoice.ts';

/** A document's status in MyInvois: Submitted while it is validated, then Valid or Invalid (Cancelled by its issuer). */
export const MYINVOIS_STATUSES = ['Submitted', 'Valid', 'Invalid', 'Cancelled'] as const;
export type TMyInvoisStatus = (typeof MYINVOIS_STATUSES)[number];

export interface TMyInvoisSubmission {
  submissionUid: string;
  /** Documents taken for validation, by the code number they were sent with. */
  accepted: { codeNumber: string; uuid: string }[];
  /** Documents refused outright (structure, hash, duplicate), with MyInvois' errors by field path. */
  rejected: { codeNumber: string; errors: TDocumentError[] }[];
}

export interface TMyInvoisDocument {
  uuid: string;
  /** The long ID of a valid document (its public link); '' until it is valid. */
  longId: string;
  status: TMyInvoisStatus;
  errors: TDocumentError[];
}

/**
 * LHDN's MyInvois, as the product needs it: submit documents on behalf of a taxpayer (its TIN),
 * then read each document's status. Adapters: the HTTP client (server/integrations/myinvois) and
 * its simulator. A call that fails throws MyInvoisError.
 */
export interface MyInvois {
  submit(tin: string, documents: { codeNumber: string; document: TInvoiceDocument }[]): Promise<TMyInvoisSubmission>;
  document(tin: string, uuid: string): Promise<TMyInvoisDocument>;
}

/** MyInvois did not answer in time, or refused the call itself (credentials, a request it cannot read): named by its endpoint. */
export class MyInvoisError extends Error {
  constructor(
    readonly reason: 'connection' | 'refused',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MyInvoisError';
  }
}
