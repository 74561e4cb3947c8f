import { useState } from 'react';
import { Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';

interface Props<T> {
  items: T[];
  titleOf(item: T): string;
  bodyOf(item: T): string;
  /** Saves one ticked suggestion as a record of its kind. */
  save(item: T): Promise<unknown>;
  /** The notice once the ticked ones are saved. */
  savedMessage(count: number): string;
  onDone(): void;
}

/** A generation's suggestions, each ticked by default: the ticked ones are saved one by one, then the screen refreshes. */
export function SuggestionPicker<T>({ items, titleOf, bodyOf, save, savedMessage, onDone }: Props<T>) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [ticked, setTicked] = useState<boolean[]>(() => items.map(() => true));
  const [adding, setAdding] = useState(false);
  const chosen = items.filter((_, i) => ticked[i]);
  const add = async () => {
    setAdding(true);
    try {
      for (const item of chosen) await save(item);
      showSuccess(savedMessage(chosen.length));
      onDone();
    } catch (error) {
      showError(error);
    } finally {
      setAdding(false);
      await utils.contentGenerator.invalidate();
    }
  };
  return (
    <Stack gap="xs" data-testid="suggestions">
      {items.map((item, i) => (
        <Card key={i} withBorder padding="sm" data-testid="suggestion">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Checkbox aria-label={t('contentGenerator.keep')} checked={ticked[i] ?? false} onChange={(e) => setTicked(ticked.map((v, j) => (j === i ? e.currentTarget.checked : v)))} mt={2} />
            <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Text fw={600}>{titleOf(item)}</Text>
              <Text size="sm">{bodyOf(item)}</Text>
            </Stack>
          </Group>
        </Card>
      ))}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('contentGenerator.pickHint')}
        </Text>
        <Button loading={adding} disabled={chosen.length === 0} onClick={() => void add()} data-testid="suggestions-add">
          {t('contentGenerator.addChosen', { n: chosen.length })}
        </Button>
      </Group>
    </Stack>
  );
}
