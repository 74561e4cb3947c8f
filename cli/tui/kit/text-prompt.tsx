import { TextInput } from '@inkjs/ui';
import { Box, Text } from 'ink';

/** One line to type after a label, what was there before already typed; Enter gives it, trimmed. */
export function TextPrompt({ label, value, onSubmit }: { label: string; value: string; onSubmit(text: string): void }) {
  return (
    <Box gap={1}>
      <Text bold>{label}:</Text>
      <TextInput defaultValue={value} onSubmit={(text) => onSubmit(text.trim())} />
    </Box>
  );
}
