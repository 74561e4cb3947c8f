import { FeedAccountsScreen } from './feed-accounts-screen.tsx';

/** /tiktok-sync: the TikTok account and its latest 20 videos for the website. */
export default function TiktokSyncScreen() {
  return <FeedAccountsScreen network="tiktok" />;
}
