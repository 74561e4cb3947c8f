import { Suspense, lazy } from 'react';
import { Center, Loader } from '@mantine/core';
import { useSession } from '../session.tsx';
import { BarePage } from './bare-page.tsx';

// The shell comes with the first signed-in screen, as under RequireLogin.
const Shell = lazy(async () => ({ default: (await import('./shell.tsx')).Shell }));

/** A screen anyone may open (the 404): inside the app's frame when signed in, on the bare page when not. */
export function SessionFrame() {
  const { token } = useSession();
  if (!token) return <BarePage />;
  return (
    <Suspense
      fallback={
        <Center h="100vh">
          <Loader />
        </Center>
      }
    >
      <Shell />
    </Suspense>
  );
}
