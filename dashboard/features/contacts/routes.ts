import { IconAddressBook } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { CONTACT_PATHS as P } from './paths.ts';

/** The contact list tool: the merchant's contacts, added and edited here, imported and exported by jobs. */
export const contactsFeature: Feature = {
  module: 'tools',
  routes: [
    { path: P.list, title: 'menu.contactList', load: () => import('./contact-list-page.tsx') },
    { path: P.edit('{id}'), title: { param: 'id', add: 'contacts.add', edit: 'contacts.edit' }, load: () => import('./contact-page.tsx') },
  ],
  menu: [{ label: 'menu.contactList', path: P.list, icon: IconAddressBook, access: { kind: 'module', module: 'tools' }, section: 'tools' }],
};
