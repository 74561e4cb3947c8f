import { render, useApp } from 'ink';
import { cloneElement, useMemo, useRef, useState, type ReactElement } from 'react';
import type { Connection } from '../../connection/connect.ts';
import { ScreenProvider, type ScreenEnv } from './screen-context.tsx';
import { themeFor } from './theme.ts';

/** The open screens, the top one drawn and taking the keys; Esc on the first quits. */
export function ScreenStack({ connection, first }: { connection: Connection; first: ReactElement }) {
  const app = useApp();
  const [stack, setStack] = useState<ReactElement[]>([first]);
  const depth = useRef(1);
  const env = useMemo<ScreenEnv>(
    () => ({
      connection,
      theme: themeFor(),
      open: (screen) => {
        depth.current++;
        setStack((s) => [...s, screen]);
      },
      back: () => {
        if (depth.current === 1) return app.exit();
        depth.current--;
        setStack((s) => s.slice(0, -1));
      },
      quit: () => app.exit(),
    }),
    [connection, app],
  );
  // Keyed by depth: a screen opened again starts afresh.
  return <ScreenProvider value={env}>{cloneElement(stack.at(-1)!, { key: stack.length })}</ScreenProvider>;
}

/**
 * Draws the screens on the terminal until the operator quits (Esc on the first, q on the home
 * screen, Ctrl-C anywhere). The local job runner works meanwhile, so jobs started here run.
 */
export async function runScreens(connection: Connection, first: ReactElement): Promise<void> {
  const stopJobs = await connection.runJobs();
  try {
    const instance = render(<ScreenStack connection={connection} first={first} />, { exitOnCtrlC: true });
    await instance.waitUntilExit();
  } finally {
    await stopJobs();
  }
}
