import { EMAIL_SETTING_CHANGES, SCRIPT_PLACEMENTS } from '../../../core/support/constants.ts';
import type { RequestKind } from './paths.ts';

/** One of a request form's own inputs: its name under `fields`, how it is entered, and its choices. */
export interface RequestField {
  name: string;
  input: 'text' | 'textarea' | 'select' | 'emails';
  options?: readonly string[];
  required: boolean;
}

/** Each request form's own inputs, in the order the form shows them (the schema in core/support/schema.ts checks them). */
export const REQUEST_FIELDS: Record<RequestKind, RequestField[]> = {
  update: [{ name: 'pageUrl', input: 'text', required: true }],
  insert_script: [
    { name: 'script', input: 'textarea', required: true },
    { name: 'placement', input: 'select', options: SCRIPT_PLACEMENTS, required: true },
    { name: 'pageUrl', input: 'text', required: false },
  ],
  mx_setting: [
    { name: 'domain', input: 'text', required: true },
    { name: 'records', input: 'textarea', required: true },
  ],
  delete_email: [{ name: 'addresses', input: 'emails', required: true }],
  email_settings: [
    { name: 'account', input: 'text', required: true },
    { name: 'change', input: 'select', options: EMAIL_SETTING_CHANGES, required: true },
  ],
};

/** A form's empty `fields`: a list for the e-mail addresses, text for the rest. */
export const emptyFields = (kind: RequestKind): Record<string, string | string[]> =>
  Object.fromEntries(REQUEST_FIELDS[kind].map((f) => [f.name, f.input === 'emails' ? [] : '']));
