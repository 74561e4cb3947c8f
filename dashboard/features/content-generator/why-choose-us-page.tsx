import { useState } from 'react';
import { ActionIcon, Card, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTENT_GENERATOR_LIMITS as L } from '../../../core/content-generator/constants.ts';
import type { TWhyChooseUsItem } from '../../../core/content-generator/schema.ts';
import { STOREFRONT_LANGUAGES, type TStorefrontLanguage } from '../../../core/content/localized.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { AiButton } from './ai-button.tsx';
import { GenerateModal } from './generate-modal.tsx';
import { PublishSwitch } from './publish-switch.tsx';
import { SuggestionPicker } from './suggestion-picker.tsx';
import { WhyItemModal } from './why-item-modal.tsx';
import { QueryPending } from '../../components/query-pending.tsx';

/** Items the AI suggests in the languages ticked (a credit each), added as the merchant ticks them. */
function WhyGenerateModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [count, setCount] = useState<number | string>(3);
  const [languages, setLanguages] = useState<TStorefrontLanguage[]>(['en', 'cn', 'bm']);
  const generate = trpc.contentGenerator.generateWhyChooseUs.useMutation({ onSettled: () => utils.contentGenerator.overview.invalidate() });
  const save = trpc.contentGenerator.saveWhyChooseUs.useMutation();
  const options = (
    <Group wrap="wrap" align="flex-end">
      <NumberInput label={t('contentGenerator.count')} min={1} max={L.whyChooseUsPerGeneration} allowDecimal={false} value={count} onChange={setCount} w={120} />
      <Checkbox.Group label={t('contentGenerator.languagesLabel')} value={languages} onChange={(v) => setLanguages(v as TStorefrontLanguage[])}>
        <Group mt={4}>
          {STOREFRONT_LANGUAGES.map((l) => (
            <Checkbox key={l} value={l} label={t(`contentGenerator.languages.${l}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Group>
  );
  return (
    <GenerateModal
      title={t('contentGenerator.why.generate')}
      options={options}
      cost={languages.length}
      generating={generate.isPending}
      error={generate.error}
      onGenerate={(about) => generate.mutate({ about, count: Number(count), languages })}
      onClose={onClose}
    >
      {generate.data && (
        <SuggestionPicker
          key={generate.submittedAt}
          items={generate.data.items}
          titleOf={(item) => item.titleEn || item.titleCn || item.titleBm}
          bodyOf={(item) => item.descriptionEn || item.descriptionCn || item.descriptionBm}
          save={(item) => save.mutateAsync({ item })}
          savedMessage={(n) => t('contentGenerator.why.added', { n })}
          onDone={onClose}
        />
      )}
    </GenerateModal>
  );
}

function ItemCard({ item, onEdit }: { item: TWhyChooseUsItem; onEdit(): void }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const remove = trpc.contentGenerator.deleteWhyChooseUs.useMutation({
    onSuccess: async () => {
      showSuccess(t('contentGenerator.why.deleted'));
      await utils.contentGenerator.invalidate();
    },
    onError: showError,
  });
  return (
    <Card withBorder data-testid="why-item">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text fw={600}>{item.titleEn}</Text>
          <Text size="sm">{item.descriptionEn}</Text>
          {item.iconClass && (
            <Text size="xs" c="dimmed">
              {item.iconClass}
            </Text>
          )}
        </Stack>
        {canEdit && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('common.edit')} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
            <RowDeleteButton title={t('contentGenerator.why.deleteTitle', { name: item.titleEn })} onConfirm={() => remove.mutate({ id: item.id })} />
          </Group>
        )}
      </Group>
    </Card>
  );
}

/** /manage/content-generator/why-choose-us-content: the reasons to choose the shop, suggested by the AI or written by hand, and whether the website shows them. */
export default function WhyChooseUsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const why = trpc.contentGenerator.whyChooseUs.useQuery();
  const [editing, setEditing] = useState<{ item: TWhyChooseUsItem | null } | 'generate' | null>(null);
  if (why.error || !why.data) return <QueryPending error={why.error} />;
  return (
    <Stack data-testid="why-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <PublishSwitch kind="why_choose_us" published={why.data.published} />
        <Group gap="xs" wrap="wrap">
          {canEdit && <AiButton label={t('contentGenerator.why.generate')} onClick={() => setEditing('generate')} testId="why-generate" />}
          <AddButton label={t('contentGenerator.why.add')} onClick={() => setEditing({ item: null })} testId="why-add" />
        </Group>
      </Group>
      {why.data.items.length === 0 && <Text c="dimmed">{t('contentGenerator.why.none')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {why.data.items.map((item) => (
          <ItemCard key={item.id} item={item} onEdit={() => setEditing({ item })} />
        ))}
      </SimpleGrid>
      {editing === 'generate' && <WhyGenerateModal onClose={() => setEditing(null)} />}
      {editing && editing !== 'generate' && <WhyItemModal item={editing.item} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
