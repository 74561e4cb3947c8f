import { useEffect, useState } from 'react';
import { ActionIcon, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { SortableArea, SortableRow } from '../../components/sortable-list.tsx';

type Name = { id: string; nameEn: string };

/** /website/product-specification-filter-setting: the specification names the website filters products by, in order. */
export default function SpecFilterPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const filters = trpc.website.specFilters.get.useQuery();
  const save = trpc.website.specFilters.save.useMutation();
  const [chosen, setChosen] = useState<Name[]>([]);
  useEffect(() => setChosen(filters.data?.chosen ?? []), [filters.data]);
  const taken = new Set(chosen.map((n) => n.id));
  const options = [...(filters.data?.chosen ?? []), ...(filters.data?.available ?? [])].filter((n) => !taken.has(n.id));
  const submit = () =>
    save.mutateAsync({ ids: chosen.map((n) => n.id) }).then(() => {
      showSuccess(t('website.specFilters.saved'));
      void filters.refetch();
    }, showError);
  return (
    <Card withBorder maw={640} data-testid="spec-filters">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('website.specFilters.hint')}
        </Text>
        {canEdit && (
          <Select
            label={t('website.specFilters.add')}
            placeholder={t('website.specFilters.choose')}
            searchable
            value={null}
            data={options.map((n) => ({ value: n.id, label: n.nameEn }))}
            onChange={(id) => {
              const name = options.find((n) => n.id === id);
              if (name) setChosen((list) => [...list, name]);
            }}
            nothingFoundMessage={t('common.nothingYet')}
          />
        )}
        {chosen.length === 0 ? (
          <Text c="dimmed">{t('website.specFilters.none')}</Text>
        ) : (
          <SortableArea items={chosen} onMove={setChosen} disabled={!canEdit}>
            <Stack gap={4}>
              {chosen.map((n) => (
                <SortableRow key={n.id} id={n.id} handleLabel={t('website.specFilters.move', { name: n.nameEn })} disabled={!canEdit}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" truncate>
                      {n.nameEn}
                    </Text>
                    {canEdit && (
                      <ActionIcon variant="subtle" color="red" aria-label={t('website.specFilters.remove', { name: n.nameEn })} onClick={() => setChosen((list) => list.filter((x) => x.id !== n.id))}>
                        <IconX size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </SortableRow>
              ))}
            </Stack>
          </SortableArea>
        )}
        {canEdit && (
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={save.isPending} data-testid="spec-filters-save">
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
