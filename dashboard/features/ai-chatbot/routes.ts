import { IconRobot } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { AI_CHATBOT_PATHS as P } from './paths.ts';

/** The AI chatbot (module mychatbot): on service or offline, its configuration and each page's and number's conversations. */
export const aiChatbotFeature: Feature = {
  module: 'mychatbot',
  routes: [
    { path: P.overview, title: 'menu.aiChatbot', load: () => import('./overview-screen.tsx') },
    { path: P.configure, title: 'aiChatbot.configureTitle', load: () => import('./configure-screen.tsx') },
    { path: P.whatsapp, title: 'aiChatbot.historyTitle', load: () => import('./whatsapp-history-screen.tsx') },
    { path: P.messenger, title: 'aiChatbot.historyTitle', load: () => import('./messenger-history-screen.tsx') },
  ],
  menu: [{ label: 'menu.aiChatbot', path: P.overview, icon: IconRobot, access: { kind: 'module', module: 'mychatbot' }, section: 'tools' }],
};
