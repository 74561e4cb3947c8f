import { IconCode, IconHeadset, IconHelp, IconMail, IconMailCog, IconMailOff, IconPencil, IconServer } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { EXTERNAL_SITES, KIND_PATHS as P } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'support' };
const section = 'support';
const requestForm = () => import('./request-form-page.tsx');
const externalSite = () => import('./external-site-page.tsx');

/** Support: remote support tickets, the five request forms (one shared screen) and the two external sites (of the support area, so guarded by its module too). */
export const supportFeature: Feature = {
  module: 'support',
  routes: [
    { path: P.remote, title: 'menu.supportRemote', load: () => import('./remote-support-page.tsx') },
    { path: P.update, title: 'menu.supportUpdate', load: requestForm, level: 'edit' },
    { path: P.insert_script, title: 'menu.supportInsertScript', load: requestForm, level: 'edit' },
    { path: P.mx_setting, title: 'menu.supportMxSetting', load: requestForm, level: 'edit' },
    { path: P.delete_email, title: 'menu.supportDeleteEmail', load: requestForm, level: 'edit' },
    { path: P.email_settings, title: 'menu.supportEmailSettings', load: requestForm, level: 'edit' },
    { path: EXTERNAL_SITES.contact.path, title: 'menu.contact', load: externalSite },
    { path: EXTERNAL_SITES.help.path, title: 'menu.helpAndSupport', load: externalSite },
  ],
  menu: [
    { label: 'menu.supportRemote', path: P.remote, icon: IconHeadset, access, section },
    { label: 'menu.supportUpdate', path: P.update, icon: IconPencil, access: { ...access, level: 'edit' }, section },
    { label: 'menu.supportInsertScript', path: P.insert_script, icon: IconCode, access: { ...access, level: 'edit' }, section },
    { label: 'menu.supportMxSetting', path: P.mx_setting, icon: IconServer, access: { ...access, level: 'edit' }, section },
    { label: 'menu.supportDeleteEmail', path: P.delete_email, icon: IconMailOff, access: { ...access, level: 'edit' }, section },
    { label: 'menu.supportEmailSettings', path: P.email_settings, icon: IconMailCog, access: { ...access, level: 'edit' }, section },
    { label: 'menu.contact', path: EXTERNAL_SITES.contact.path, icon: IconMail, access, section },
    { label: 'menu.helpAndSupport', path: EXTERNAL_SITES.help.path, icon: IconHelp, access, section },
  ],
};

