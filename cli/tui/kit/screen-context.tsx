import { createContext, useContext, type ReactElement } from 'react';
import type { Connection } from '../../connection/connect.ts';
import { themeFor, type Theme } from './theme.ts';

/** What every screen reaches: the router (local or --server), the colours, and the way between screens. */
export interface ScreenEnv {
  connection: Connection;
  theme: Theme;
  /** Opens a screen over this one; Esc on it comes back here. */
  open(screen: ReactElement): void;
  /** Back to the screen below (from the first screen: quits). */
  back(): void;
  quit(): void;
}

const ScreenContext = createContext<ScreenEnv | null>(null);
export const ScreenProvider = ScreenContext.Provider;

export function useScreenEnv(): ScreenEnv {
  const env = useContext(ScreenContext);
  if (!env) throw new Error('A screen is drawn inside <ScreenProvider>.');
  return env;
}

/** The theme without a screen around (the key bar is also drawn by help). */
export const useTheme = (): Theme => useContext(ScreenContext)?.theme ?? themeFor();
