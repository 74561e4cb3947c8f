import { TextInput } from '@inkjs/ui';
import { Box, Text } from 'ink';

/** Asks where to save a file, the suggestion already typed; Enter saves there. */
export function PathPrompt({ label, suggestion, onSubmit }: { label: string; suggestion: string; onSubmit(path: string): void }) {
  return (
    <Box gap={1}>
      <Text bold>{label}:</Text>
      <TextInput defaultValue={suggestion} onSubmit={(value) => onSubmit(value.trim() || suggestion)} />
    </Box>
  );
}
