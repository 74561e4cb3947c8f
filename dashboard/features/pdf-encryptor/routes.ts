import { IconLock } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const PDF_ENCRYPTOR_PATH = '/tools/pdf-encryptor';

/** The PDF encryptor: a PDF (uploaded or written here) encrypted with an unlock password by a job. Encrypting is its only act, so it needs edit. */
export const pdfEncryptorFeature: Feature = {
  module: 'pdf_encryptor',
  routes: [{ path: PDF_ENCRYPTOR_PATH, title: 'menu.pdfEncryptor', level: 'edit', load: () => import('./pdf-encryptor-page.tsx') }],
  menu: [{ label: 'menu.pdfEncryptor', path: PDF_ENCRYPTOR_PATH, icon: IconLock, access: { kind: 'module', module: 'pdf_encryptor', level: 'edit' }, section: 'tools' }],
};
