import { useState, type ReactNode } from 'react';
import { Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A generation's suggestions, each ticked by default: the ticked ones are added (and saved) together. */
export function SuggestionPicker<T>({ items, render, adding, onAdd }: { items: T[]; render(item: T): ReactNode; adding: boolean; onAdd(chosen: T[]): void }) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<boolean[]>(() => items.map(() => true));
  return (
    <Stack gap="xs" data-testid="suggestions">
      {items.map((item, i) => (
        <Card key={i} withBorder padding="sm" data-testid="suggestion">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Checkbox aria-label={t('contentGenerator.keep')} checked={ticked[i] ?? false} onChange={(e) => setTicked(ticked.map((v, j) => (j === i ? e.currentTarget.checked : v)))} mt={2} />
            <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {render(item)}
            </Stack>
          </Group>
        </Card>
      ))}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('contentGenerator.pickHint')}
        </Text>
        <Button loading={adding} disabled={!ticked.some(Boolean)} onClick={() => onAdd(items.filter((_, i) => ticked[i]))} data-testid="suggestions-add">
          {t('contentGenerator.addChosen', { n: ticked.filter(Boolean).length })}
        </Button>
      </Group>
    </Stack>
  );
}
