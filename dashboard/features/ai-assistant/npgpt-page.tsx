import { ChatScreen } from './chat-screen.tsx';

/** /NPgpt: the writing assistant for product and marketing copy. */
export default function NpgptPage() {
  return <ChatScreen assistant="npgpt" />;
}
