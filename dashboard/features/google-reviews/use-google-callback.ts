import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { useSignInReturn } from '../../components/use-sign-in-return.ts';

/**
 * The way back from Google's sign-in: ?code=...&state=... (or ?error=access_denied&state=...
 * without a code when the merchant refused). Finishes connecting once, takes the answer off the
 * address (a reload must not send the used code again) and says how it went. True while it runs.
 */
export function useGoogleCallback(): boolean {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const connect = trpc.googleReviews.connect.useMutation({
    onSuccess: (status) => {
      utils.googleReviews.status.setData(undefined, status);
      showSuccess(t('googleReviews.connected'));
    },
    onError: showError,
  });
  const { mutate } = connect;
  const returning = useSignInReturn(useCallback((answer: { code: string; state: string }) => mutate(answer), [mutate]));
  return returning || connect.isPending;
}
