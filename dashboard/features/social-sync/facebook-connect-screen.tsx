import { ConnectReturnScreen } from './connect-return-screen.tsx';

/** /facebook-connect: Facebook's page chooser sends the merchant back here to finish connecting the pages. */
export default function FacebookConnectScreen() {
  return <ConnectReturnScreen network="facebook" />;
}
