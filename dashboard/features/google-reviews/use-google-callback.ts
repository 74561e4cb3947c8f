import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';

/**
 * The way back from Google's sign-in: ?code=...&state=... (or ?error=access_denied&state=...
 * without a code when the merchant refused). Finishes connecting once, takes the answer off the
 * address (a reload must not send the used code again) and says how it went. True while it runs.
 */
export function useGoogleCallback(): boolean {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const connect = trpc.googleReviews.connect.useMutation({
    onSuccess: (status) => {
      utils.googleReviews.status.setData(undefined, status);
      showSuccess(t('googleReviews.connected'));
    },
    onError: showError,
  });
  const { mutate } = connect;
  const sent = useRef(false);
  const state = search.get('state');
  const code = search.get('code') ?? '';
  useEffect(() => {
    if (state === null || sent.current) return;
    sent.current = true;
    mutate({ code, state });
    void navigate({ search: '' }, { replace: true });
  }, [state, code, mutate, navigate]);
  return state !== null || connect.isPending;
}
