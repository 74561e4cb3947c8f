import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import 'mantine-datatable/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './i18n/i18n.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';

// Production builds say nothing on the console.
if (import.meta.env.PROD) for (const level of ['log', 'debug', 'info'] as const) console[level] = () => {};

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
