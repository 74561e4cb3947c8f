import { IconAddressBook, IconBuildingStore, IconClock, IconHome, IconListDetails, IconMapPin, IconTags } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'profile_setting' };

/** The company profile (module profile_setting), the branches' hours (module manage) and the phone-first contact page. */
export const profileFeature: Feature = {
  module: 'profile_setting',
  routes: [
    { path: '/profile/branches', title: 'menu.profileBranches', load: () => import('./branches-page.tsx') },
    { path: '/profile/business-nature', title: 'menu.profileNatures', load: () => import('./natures-page.tsx') },
    { path: '/profile/classified', title: 'menu.profileClassified', load: () => import('./classified-page.tsx') },
    { path: '/profile/business-hour', title: 'menu.profileHours', load: () => import('./business-hour-page.tsx') },
    { path: '/profile/contact&social-media', title: 'menu.profileContact', load: () => import('./contact-page.tsx') },
    { path: '/contact_n_social_media', title: 'menu.profileContact', load: () => import('./contact-phone-page.tsx') },
    { path: '/profile/homepage', title: 'menu.profileHomepage', load: () => import('./homepage-page.tsx') },
    { path: '/profile/company-tag', title: 'menu.profileTags', load: () => import('./company-tags-page.tsx') },
    { path: '/manage/branch/business-hour', title: 'menu.branchHours', module: 'manage', load: () => import('./branch-hours-page.tsx') },
  ],
  menu: [
    { label: 'menu.profileBranches', path: '/profile/branches', icon: IconMapPin, access, section: 'settings' },
    { label: 'menu.profileHours', path: '/profile/business-hour', icon: IconClock, access, section: 'settings' },
    { label: 'menu.profileContact', path: '/profile/contact&social-media', icon: IconAddressBook, access, section: 'settings' },
    { label: 'menu.profileHomepage', path: '/profile/homepage', icon: IconHome, access, section: 'settings' },
    { label: 'menu.profileNatures', path: '/profile/business-nature', icon: IconBuildingStore, access, section: 'settings' },
    { label: 'menu.profileClassified', path: '/profile/classified', icon: IconListDetails, access, section: 'settings' },
    { label: 'menu.profileTags', path: '/profile/company-tag', icon: IconTags, access, section: 'settings' },
    { label: 'menu.branchHours', path: '/manage/branch/business-hour', icon: IconClock, access: { kind: 'module', module: 'manage' }, section: 'content' },
  ],
};
