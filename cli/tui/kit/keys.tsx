import { Box, Text } from 'ink';
import { COMMON_KEYS_TEXT as COMMON_KEYS, type KeyHelp } from '../screens/screen-keys.ts';
import { useTheme } from './screen-context.tsx';

/** The bottom line: each key bold, then what it does; it wraps on a narrow terminal. */
export function KeyBar({ keys }: { keys: KeyHelp[] }) {
  const theme = useTheme();
  return (
    <Box flexWrap="wrap" columnGap={2} marginTop={1}>
      {[...keys, ...COMMON_KEYS].map((k) => (
        <Text key={k.keys} dimColor={theme.dim}>
          <Text bold color={theme.accent}>
            {k.keys}
          </Text>{' '}
          {k.does}
        </Text>
      ))}
    </Box>
  );
}
