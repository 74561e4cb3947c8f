import { IconBriefcase, IconUsers } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { CAREER_PATHS, RECRUITMENT_PATH } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };

/** Careers on the content kit, and the resumes received for them. */
export const careersFeature: Feature = {
  module: 'manage',
  routes: [
    { path: CAREER_PATHS.list, title: 'menu.careers', load: () => import('./career-list-page.tsx') },
    { path: CAREER_PATHS.add, title: 'careers.add', level: 'edit', load: () => import('./career-form-page.tsx') },
    { path: CAREER_PATHS.edit('{id}'), title: 'careers.edit', load: () => import('./career-form-page.tsx') },
    { path: RECRUITMENT_PATH, title: 'menu.recruitmentList', load: () => import('./recruitment-list-page.tsx') },
  ],
  menu: [
    { label: 'menu.careers', path: CAREER_PATHS.list, icon: IconBriefcase, access, section: 'content' },
    { label: 'menu.recruitmentList', path: RECRUITMENT_PATH, icon: IconUsers, access, section: 'content' },
  ],
};
