import { EntryListScreen } from './entry-list-screen.tsx';

/** /whatsapp-cart-chat: carts buyers sent by WhatsApp to chat about. */
export default function CartChatScreen() {
  return <EntryListScreen kind="cart" />;
}
