import type { ReactElement } from 'react';
import { withApi } from '../connection/connect.ts';
import type { Globals } from '../program/globals.ts';
import { runScreens } from './kit/screen-stack.tsx';
import { HomeScreen } from './screens/home-screen.tsx';

/** Opens a screen (by default the home screen) on the target, signed in; returns when the operator quits. */
export async function openScreen(globals: Globals, first: ReactElement = <HomeScreen />): Promise<void> {
  await withApi(globals, { signedIn: true }, (connection) => runScreens(connection, first));
}
