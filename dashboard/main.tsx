// Mantine's reset and global rules; each component's own come with the chunk that uses it (mantine-styles.ts).
import 'virtual:mantine-styles';
import './app/right-to-left.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18nReady } from './i18n/i18n.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';

// Production builds say nothing on the console.
if (import.meta.env.PROD) for (const level of ['log', 'debug', 'info'] as const) console[level] = () => {};

const router = createRouter();

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

// The first render waits for the chosen language's texts, so no key shows in their place (and
// renders all the same should they fail to arrive, rather than leave the page blank).
void i18nReady.then(render, render);
