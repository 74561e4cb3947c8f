import { FeedAccountsScreen } from './feed-accounts-screen.tsx';

/** /onesync/instagram-sync: Instagram accounts, their latest 15 photos, the one active for the website. */
export default function InstagramSyncScreen() {
  return <FeedAccountsScreen network="instagram" />;
}
