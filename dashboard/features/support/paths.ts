import type { TicketKind } from '../../../core/support/constants.ts';

/** Where each kind of ticket is opened (routes.json, area support): the remote support list and the five request forms. */
export const KIND_PATHS = {
  remote: '/support/remote-support',
  update: '/support/update-form',
  insert_script: '/support/insert-script-request-form',
  mx_setting: '/support/mx-setting-form',
  delete_email: '/support/delete-email-request-form',
  email_settings: '/support/email-settings',
} as const satisfies Record<TicketKind, string>;

export type RequestKind = Exclude<TicketKind, 'remote'>;
export const REQUEST_KINDS = ['update', 'insert_script', 'mx_setting', 'delete_email', 'email_settings'] as const satisfies readonly RequestKind[];

/** The request form a path opens (the screen is shared, so it reads its kind from where it is). */
export const kindOfPath = (pathname: string): RequestKind => REQUEST_KINDS.find((k) => KIND_PATHS[k] === pathname) ?? 'update';

/**
 * The two external sites (platform.md: /contact and /help-&-support open them in a new tab).
 * The spec names no address: these stand in until the real ones are known, and this is the one place to change them.
 */
export const EXTERNAL_SITES = {
  contact: { path: '/contact', url: 'https://www.example.com/contact' },
  help: { path: '/help-&-support', url: 'https://help.example.com' },
} as const;
