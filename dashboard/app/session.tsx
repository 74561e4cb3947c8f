import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TSessionUser } from '../../core/auth/schema.ts';
import { can, type Level, type ModuleKey } from '../../core/permissions/modules.ts';
import { clearSignIn, readToken, readUser, storeSignIn, storeUser } from './storage-keys.ts';

export interface Session {
  token: string | null;
  user: TSessionUser | null;
  signedIn(token: string, user: TSessionUser): void;
  refreshed(user: TSessionUser): void;
  /** Forgets the session; announce tells other tabs (a sign-out, not an expiry). */
  forget(announce: boolean): void;
  can(module: ModuleKey, level: Level): boolean;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({ token: readToken(), user: readUser() }));
  const signedIn = useCallback((token: string, user: TSessionUser) => {
    storeSignIn(token, user);
    setState({ token, user });
  }, []);
  const refreshed = useCallback((user: TSessionUser) => {
    storeUser(user);
    setState((s) => ({ ...s, user }));
  }, []);
  const forget = useCallback((announce: boolean) => {
    clearSignIn(announce);
    setState({ token: null, user: null });
  }, []);
  const value = useMemo<Session>(
    () => ({
      ...state,
      signedIn,
      refreshed,
      forget,
      can: (module, level) => !!state.user && can(state.user.permissions, module, level),
    }),
    [state, signedIn, refreshed, forget],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
