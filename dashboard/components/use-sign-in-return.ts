import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The way back from a sign-in or authorization page (a social network's, a marketplace's):
 * ?code=...&state=... (no code when the merchant refused), with whatever else the page added
 * (a marketplace's platform and shop id) in search. Calls finish once with them and takes them
 * off the address, so a reload does not send the used code again. True while the address carries them.
 */
export function useSignInReturn(finish: (answer: { code: string; state: string }, search: URLSearchParams) => void): boolean {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sent = useRef(false);
  const state = search.get('state');
  const code = search.get('code') ?? '';
  useEffect(() => {
    if (state === null || sent.current) return;
    sent.current = true;
    finish({ code, state }, search);
    void navigate({ search: '' }, { replace: true });
  }, [state, code, search, finish, navigate]);
  return state !== null;
}

/** Sends the browser to the sign-in or authorization page; pending until it has left, so the button is not clicked twice. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
