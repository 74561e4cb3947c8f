import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The way back from a network's sign-in: ?code=...&state=... (no code when the merchant
 * refused). Calls finish once with them and takes them off the address, so a reload does not
 * send the used code again. True while the address carries them.
 */
export function useSignInReturn(finish: (answer: { code: string; state: string }) => void): boolean {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sent = useRef(false);
  const state = search.get('state');
  const code = search.get('code') ?? '';
  useEffect(() => {
    if (state === null || sent.current) return;
    sent.current = true;
    finish({ code, state });
    void navigate({ search: '' }, { replace: true });
  }, [state, code, finish, navigate]);
  return state !== null;
}

/** Sends the browser to the network's sign-in page; pending until it has left, so the button is not clicked twice. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
