import type { ModuleKey } from '../../../core/permissions/modules.ts';
import type { TJobKind } from '../../../server/jobs/job-kinds.ts';

/** The words a job's outcome takes (jobs.outcome.<outcome> in the locale files). */
export type TJobOutcome = 'import' | 'massUpdate' | 'shipping' | 'assign' | 'export' | 'print' | 'encrypt' | 'send' | 'cutOut' | 'generate' | 'sync';

/**
 * Each kind of the registry as the screens treat it: the module whose view shows its jobs (as
 * server/jobs/job-kinds.ts declares it; tests/integration/job-kinds.test.ts holds the two equal)
 * and the words of its outcome. Keyed by the registry's kinds, so a new kind must be added here.
 */
export const JOB_KIND_SCREENS: Record<TJobKind, { module: ModuleKey; outcome: TJobOutcome }> = {
  'product-import': { module: 'manage', outcome: 'import' },
  'product-export': { module: 'manage', outcome: 'export' },
  'mass-update': { module: 'manage', outcome: 'massUpdate' },
  'packaging-print': { module: 'my_sales', outcome: 'print' },
  'mass-shipping': { module: 'my_sales', outcome: 'shipping' },
  'member-import': { module: 'my_sales', outcome: 'import' },
  'member-export': { module: 'my_sales', outcome: 'export' },
  'voucher-assign': { module: 'my_sales', outcome: 'assign' },
  'review-export': { module: 'manage', outcome: 'export' },
  'resume-export': { module: 'manage', outcome: 'export' },
  'photo-import': { module: 'manage', outcome: 'import' },
  'order-export': { module: 'order', outcome: 'export' },
  'quotation-export': { module: 'quotation', outcome: 'export' },
  'booking-export': { module: 'booking_system', outcome: 'export' },
  'pdf-encrypt': { module: 'pdf_encryptor', outcome: 'encrypt' },
  'contact-import': { module: 'tools', outcome: 'import' },
  'contact-export': { module: 'tools', outcome: 'export' },
  'web-push-send': { module: 'tools', outcome: 'send' },
  'facebook-page-sync': { module: 'facebook_sync', outcome: 'sync' },
  'chatbot-broadcast': { module: 'mychatbot', outcome: 'send' },
  'bg-remove': { module: 'background_remover', outcome: 'cutOut' },
  'ai-background': { module: 'background_remover', outcome: 'generate' },
  'marketplace-map': { module: 'marketplace_sync', outcome: 'import' },
  'marketplace-sync': { module: 'marketplace_sync', outcome: 'sync' },
};

export const JOB_KIND_NAMES = Object.keys(JOB_KIND_SCREENS) as TJobKind[];

export const isJobKind = (kind: string): kind is TJobKind => Object.hasOwn(JOB_KIND_SCREENS, kind);
