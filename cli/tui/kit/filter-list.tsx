import { Box, Text } from 'ink';
import { useKeys } from './use-keys.ts';
import { useState } from 'react';
import { useTheme } from './screen-context.tsx';

export interface ListItem<V> {
  label: string;
  value: V;
  /** Dimmed text after the label (a count, a hint). */
  hint?: string;
}

interface Props<V> {
  items: ListItem<V>[];
  onChoose(value: V): void;
  /** Rows shown at once. */
  height?: number;
  /** False while another part of the screen takes the keys. */
  active?: boolean;
}

/**
 * A list to choose from: typing filters it (any part of the label, any case), arrows move,
 * Enter chooses, Backspace un-types.
 */
export function FilterList<V>({ items, onChoose, height = 10, active = true }: Props<V>) {
  const theme = useTheme();
  const [filter, setFilter] = useState('');
  const [cursor, setCursor] = useState(0);
  const shown = filter ? items.filter((item) => item.label.toLowerCase().includes(filter.toLowerCase())) : items;
  const at = Math.min(cursor, Math.max(0, shown.length - 1));
  useKeys(
    (input, key) => {
      if (key.upArrow) setCursor(Math.max(0, at - 1));
      else if (key.downArrow) setCursor(Math.min(shown.length - 1, at + 1));
      else if (key.return) {
        if (shown[at]) onChoose(shown[at].value);
      } else if (key.backspace || key.delete) setFilter((f) => f.slice(0, -1));
      else if (input && !key.ctrl && !key.meta && !key.escape && !key.tab) {
        setFilter((f) => f + input);
        setCursor(0);
      }
    },
    { isActive: active },
  );
  const start = Math.min(Math.max(0, at - height + 1), Math.max(0, shown.length - height));
  return (
    <Box flexDirection="column">
      {filter && (
        <Text>
          <Text dimColor={theme.dim}>filter: </Text>
          {filter}
        </Text>
      )}
      {shown.length === 0 && <Text dimColor={theme.dim}>Nothing matches "{filter}".</Text>}
      {shown.slice(start, start + height).map((item, i) => (
        <Text key={`${item.label}-${start + i}`} inverse={start + i === at}>
          {start + i === at ? '› ' : '  '}
          {item.label}
          {item.hint && <Text dimColor={theme.dim}> {item.hint}</Text>}
        </Text>
      ))}
    </Box>
  );
}
