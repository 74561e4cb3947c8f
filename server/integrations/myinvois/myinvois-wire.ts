/** MyInvois' answers, as its e-invoicing API sends them (only the fields the product reads). */

export interface WireError {
  code?: string;
  message?: string;
  target?: string | null;
  propertyPath?: string | null;
  details?: WireError[] | null;
}

export interface WireSubmission {
  submissionUid: string;
  acceptedDocuments: { uuid: string; invoiceCodeNumber: string }[];
  rejectedDocuments: { invoiceCodeNumber: string; error: WireError }[];
}

export interface WireStepError {
  propertyName?: string | null;
  propertyPath?: string | null;
  errorCode?: string;
  error?: string;
  innerError?: WireStepError[] | null;
}

export interface WireDocumentDetails {
  uuid: string;
  submissionUid: string;
  longId: string;
  internalId: string;
  status: string;
  validationResults?: { status: string; validationSteps: { status: string; name: string; error?: WireStepError | null }[] } | null;
}
