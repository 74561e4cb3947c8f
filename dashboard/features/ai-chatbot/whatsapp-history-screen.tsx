import { HistoryScreen } from './history-screen.tsx';

/** /AI-chatbot/whatsapp_history/{id}/{name}: a WhatsApp business number's conversations. */
export default function WhatsappHistoryScreen() {
  return <HistoryScreen channel="whatsapp" />;
}
