import { useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, createTheme } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { directionOf } from '../i18n/i18n.ts';
import { SessionProvider, useSession } from './session.tsx';
import { createClient, errorInfo, trpc } from './trpc.ts';

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'sm', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", sans-serif' });

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
  useEffect(() => queryClient.clear(), [token, queryClient]);
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = directionOf(i18n.language);
  useEffect(() => {
    document.documentElement.dir = dir;
    document.documentElement.lang = i18n.language;
  }, [dir, i18n.language]);
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <SessionProvider>
          <DataProviders>
            <ModalsProvider>
              <Notifications position="top-right" />
              {children}
            </ModalsProvider>
          </DataProviders>
        </SessionProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
