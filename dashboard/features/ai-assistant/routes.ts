import { IconHistory, IconMessageChatbot, IconPencilStar } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { AI_HISTORY_PATH, ASSISTANT_PATHS } from './paths.ts';

/** The AI assistants and their history: the AI product's module (manage). */
export const aiAssistantFeature: Feature = {
  module: 'manage',
  routes: [
    { path: ASSISTANT_PATHS.platinum, title: 'menu.platinumAi', load: () => import('./platinum-page.tsx') },
    { path: ASSISTANT_PATHS.npgpt, title: 'menu.npgpt', load: () => import('./npgpt-page.tsx') },
    { path: AI_HISTORY_PATH, title: 'menu.aiHistory', load: () => import('./history-page.tsx') },
  ],
  menu: [
    { label: 'menu.platinumAi', path: ASSISTANT_PATHS.platinum, icon: IconMessageChatbot, access: { kind: 'module', module: 'manage' }, section: 'tools' },
    { label: 'menu.npgpt', path: ASSISTANT_PATHS.npgpt, icon: IconPencilStar, access: { kind: 'module', module: 'manage' }, section: 'tools' },
    { label: 'menu.aiHistory', path: AI_HISTORY_PATH, icon: IconHistory, access: { kind: 'module', module: 'manage' }, section: 'tools' },
  ],
};
