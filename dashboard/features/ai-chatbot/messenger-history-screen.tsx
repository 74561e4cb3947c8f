import { HistoryScreen } from './history-screen.tsx';

/** /AI-chatbot/messenger_history/{id}/{name}: a Facebook page's Messenger conversations. */
export default function MessengerHistoryScreen() {
  return <HistoryScreen channel="messenger" />;
}
