import { ChatScreen } from './chat-screen.tsx';

/** /platinum-ai: the business assistant that knows the merchant's shop. */
export default function PlatinumAiPage() {
  return <ChatScreen assistant="platinum" />;
}
