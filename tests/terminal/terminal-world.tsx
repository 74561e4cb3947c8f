import { render } from 'ink-testing-library';
import type { ReactElement } from 'react';
import type { Connection } from '../../cli/connection/connect.ts';
import { localFiles } from '../../cli/connection/files.ts';
import { localApi } from '../../cli/connection/local-api.ts';
import { ScreenStack } from '../../cli/tui/kit/screen-stack.tsx';
import type { Runtime } from '../../server/runtime.ts';

/** Keystrokes as a terminal sends them. */
export const KEY = { enter: '\r', escape: '\u001B', up: '\u001B[A', down: '\u001B[B', right: '\u001B[C', left: '\u001B[D', backspace: '\u007F', space: ' ', tab: '\t' } as const;

/** The router and files of a signed-in user on the test's database, as `merchant` sees the local database. */
export function localConnection(rt: Runtime, token: string): Connection {
  return {
    api: localApi(rt, token),
    target: { kind: 'local', key: 'test', label: 'the local database', config: rt.config },
    files: localFiles(rt, token),
    // The tests run the jobs themselves, when they choose to.
    runJobs: () => Promise.resolve(() => Promise.resolve()),
  };
}

/** Screens drawn in memory: type keys, wait for what they draw. */
export function drawScreens(connection: Connection, first: ReactElement) {
  const drawn = render(<ScreenStack connection={connection} first={first} />);
  const frame = () => drawn.lastFrame() ?? '';
  /** Waits until the screen shows what is expected (a text, or a test of the whole frame). */
  async function shows(expected: string | ((frame: string) => boolean), timeoutMs = 5000): Promise<string> {
    const test = typeof expected === 'string' ? (f: string) => f.includes(expected) : expected;
    const until = Date.now() + timeoutMs;
    while (!test(frame())) {
      if (Date.now() > until) throw new Error(`The screen never showed ${String(expected)}. It shows:\n${frame()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // A part that has just appeared (a question) listens for keys from its effects, which run
    // just after it is drawn: as a person would, give it that moment before typing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return frame();
  }
  /** Types keys one at a time, as a person does, letting the screen draw between them. */
  async function press(...keys: string[]): Promise<void> {
    for (const key of keys) {
      drawn.stdin.write(key);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  }
  return { frame, shows, press, unmount: drawn.unmount };
}
