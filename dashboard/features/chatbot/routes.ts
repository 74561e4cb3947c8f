import { IconMessageChatbot } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { CHATBOT_PATHS as P } from './paths.ts';

/** The chatbot of each Facebook page (module mychatbot): greeting, quick replies, and broadcast messages to the page's subscribers. */
export const chatbotFeature: Feature = {
  module: 'mychatbot',
  routes: [
    { path: P.settings, title: 'menu.chatbot', load: () => import('./chatbot-screen.tsx') },
    { path: P.broadcast, title: 'chatbot.broadcastTitle', load: () => import('./broadcast-screen.tsx') },
  ],
  menu: [{ label: 'menu.chatbot', path: P.settings, icon: IconMessageChatbot, access: { kind: 'module', module: 'mychatbot' }, section: 'marketing' }],
};
