import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../i18n/i18n.ts';
import { LazyModals, LazyNotifications } from './overlays.tsx';
import { SessionProvider, useSession } from './session.tsx';
import { appTheme, cssVariablesResolver } from './theme.ts';
import { createClient, errorInfo, trpc } from './trpc.ts';


/** tRPC and react-query; an ended session anywhere signs the tab out. */
function DataProviders({ children }: { children: ReactNode }) {
  const { forget, token } = useSession();
  const [queryClient] = useState(() => {
    const onError = (error: unknown) => {
      if (errorInfo(error).code === 'UNAUTHORIZED' && localStorage.getItem('token')) forget(false);
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: { queries: { retry: (count, error) => count < 2 && errorInfo(error).code === null, refetchOnWindowFocus: false } },
    });
  });
  const [client] = useState(createClient);
  // A new session (or none) must not see the previous one's cached answers.
  // Only on a change: clearing as the app mounts would cancel, for good, the queries a first
  // screen rendered at once (its chunk already there) has just started.
  const [shownFor, setShownFor] = useState(token);
  useEffect(() => {
    if (token === shownFor) return;
    setShownFor(token);
    queryClient.clear();
  }, [token, shownFor, queryClient]);
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const theme = useMemo(() => appTheme(t('common.close')), [t]);
  const dir = directionOf(i18n.language);
  // i18n.ts sets the page's dir attribute with the language; Mantine's direction follows it.
  // MantineProvider writes every variable of the theme, Mantine's defaults too: no stylesheet of them to load (mantine-styles.ts).
  return (
    <DirectionProvider initialDirection={dir}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" deduplicateCssVariables={false}>
        <SessionProvider>
          <DataProviders>
            <LazyModals />
            <LazyNotifications position={dir === 'rtl' ? 'top-left' : 'top-right'} />
            {children}
          </DataProviders>
        </SessionProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
