import { PasswordInput, Spinner, TextInput } from '@inkjs/ui';
import { Box, Static, Text, render } from 'ink';
import type { ReactNode } from 'react';
import { CliError, EXIT } from '../../program/exit-codes.ts';
import type { Block } from '../blocks.ts';
import { BlocksView } from './blocks-view.tsx';

// Spinners and prompts draw on stderr so that stdout carries only results.
const onStderr = { stdout: process.stderr, patchConsole: false } as const;

/**
 * Draws blocks once on stdout. As <Static> output, so that a result taller than the terminal
 * scrolls like any other output instead of making Ink clear the screen to redraw it.
 */
export async function renderBlocks(blocks: Block[]): Promise<void> {
  const instance = render(<Static items={[blocks]}>{(items) => <BlocksView key="result" blocks={items} />}</Static>, { patchConsole: false });
  instance.unmount();
  await instance.waitUntilExit();
}

/** Shows a spinner until the returned function is called; it leaves nothing behind. */
export function showSpinner(label: string): () => void {
  const instance = render(<Spinner label={label} />, onStderr);
  return () => {
    instance.clear();
    instance.unmount();
  };
}

function Question({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box gap={1}>
      <Text bold>{label}:</Text>
      {children}
    </Box>
  );
}

/** Asks for one line; Ctrl+C cancels. The answer stays on screen without the cursor, a secret as stars. */
export function askLine(label: string, secret: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const submit = (value: string) => {
      resolve(value);
      instance.rerender(
        <Question label={label}>
          <Text>{secret ? '*'.repeat(value.length) : value}</Text>
        </Question>,
      );
      instance.unmount();
    };
    const Input = secret ? PasswordInput : TextInput;
    const instance = render(
      <Question label={label}>
        <Input onSubmit={submit} />
      </Question>,
      onStderr,
    );
    // After a submit this rejection is ignored: the promise is already settled.
    void instance.waitUntilExit().then(() => reject(new CliError('Cancelled.', EXIT.other)));
  });
}
