import { EntryListScreen } from './entry-list-screen.tsx';

/** /mysales/whatsapp-orders: orders buyers sent by WhatsApp. */
export default function WhatsappOrdersScreen() {
  return <EntryListScreen kind="order" />;
}
