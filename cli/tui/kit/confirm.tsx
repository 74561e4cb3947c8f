import { Text } from 'ink';
import { useKeys } from './use-keys.ts';
import { useTheme } from './screen-context.tsx';

/** A yes/no question: y answers yes; n, Esc or Enter answer no (the safe answer is the default). */
export function Confirm({ question, onYes, onNo }: { question: string; onYes(): void; onNo(): void }) {
  const theme = useTheme();
  useKeys((input, key) => {
    if (input === 'y' || input === 'Y') onYes();
    else if (input === 'n' || input === 'N' || key.escape || key.return) onNo();
  });
  return (
    <Text color={theme.warn}>
      {question} <Text bold>(y/N)</Text>
    </Text>
  );
}
