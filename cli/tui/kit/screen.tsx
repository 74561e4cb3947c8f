import { Box, Text } from 'ink';
import { useKeys } from './use-keys.ts';
import type { ReactNode } from 'react';
import type { KeyHelp } from '../screens/screen-keys.ts';
import { KeyBar } from './keys.tsx';
import { useScreenEnv } from './screen-context.tsx';

interface Props {
  title: string;
  keys: KeyHelp[];
  children: ReactNode;
  /** Esc: by default the screen below. A step of a wizard goes back a step instead. */
  onEscape?: () => void;
  /** Shown under the title in red: the last thing that went wrong. */
  error?: string | undefined;
}

/** A screen's frame: its title, the body, the last error and the key bar. */
export function Screen({ title, keys, children, onEscape, error }: Props) {
  const env = useScreenEnv();
  useKeys((_input, key) => {
    if (key.escape) (onEscape ?? env.back)();
  });
  return (
    <Box flexDirection="column">
      <Text bold color={env.theme.accent}>
        {title}
      </Text>
      {error && <Text color={env.theme.bad}>{error}</Text>}
      <Box flexDirection="column" marginTop={1}>
        {children}
      </Box>
      <KeyBar keys={keys} />
    </Box>
  );
}
