import { ConnectReturnScreen } from './connect-return-screen.tsx';

/** /instagram-redirect: Instagram's sign-in sends the merchant back here to finish connecting the account. */
export default function InstagramRedirectScreen() {
  return <ConnectReturnScreen network="instagram" />;
}
