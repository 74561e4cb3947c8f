import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';

/** Sends the browser to Google's sign-in (or the simulator's); Google sends it back to this screen with a code. */
export function useConnectGoogle() {
  const connectUrl = trpc.googleReviews.connectUrl.useMutation({ onSuccess: ({ url }) => window.location.assign(url), onError: showError });
  // Pending until the browser has left: the button keeps spinning instead of inviting a second click.
  return { connect: () => connectUrl.mutate(), pending: connectUrl.isPending || connectUrl.isSuccess };
}
