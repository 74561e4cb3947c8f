import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFaqCategory } from '../../../core/content-generator/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { FaqCategoryModal, FaqItemModal } from './faq-modals.tsx';
import { FaqGenerateModal } from './faq-generate-modal.tsx';
import { PublishSwitch } from './publish-switch.tsx';
import { AiButton } from './ai-button.tsx';
import { QueryPending } from '../../components/query-pending.tsx';

type Editing = { kind: 'category'; category: TFaqCategory | null } | { kind: 'item'; categoryId: string; item: TFaqCategory['items'][number] | null } | { kind: 'generate' } | null;

function CategoryCard({ category, onEdit }: { category: TFaqCategory; onEdit(editing: Editing): void }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const done = (key: string) => async () => {
    showSuccess(t(key));
    await utils.contentGenerator.invalidate();
  };
  const removeCategory = trpc.contentGenerator.deleteFaqCategory.useMutation({ onSuccess: done('contentGenerator.faq.categoryDeleted'), onError: showError });
  const removeItem = trpc.contentGenerator.deleteFaqItem.useMutation({ onSuccess: done('contentGenerator.faq.itemDeleted'), onError: showError });
  const translations = [category.titleCn, category.titleBm].filter(Boolean).join(' · ');
  return (
    <Card withBorder data-testid="faq-category">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Title order={2} size="h4">
              {category.titleEn}
            </Title>
            {translations && (
              <Text size="sm" c="dimmed">
                {translations}
              </Text>
            )}
          </Stack>
          {canEdit && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={t('common.edit')} onClick={() => onEdit({ kind: 'category', category })}>
                <IconPencil size={18} />
              </ActionIcon>
              <RowDeleteButton title={t('contentGenerator.faq.deleteCategory', { name: category.titleEn })} onConfirm={() => removeCategory.mutate({ id: category.id })} />
            </Group>
          )}
        </Group>
        {category.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('contentGenerator.faq.noItems')}
          </Text>
        )}
        {category.items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap" align="flex-start" gap="xs" data-testid="faq-item">
            <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Text fw={600}>{item.question}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {item.answer}
              </Text>
            </Stack>
            {canEdit && (
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={t('common.edit')} onClick={() => onEdit({ kind: 'item', categoryId: category.id, item })}>
                  <IconPencil size={18} />
                </ActionIcon>
                <RowDeleteButton title={t('contentGenerator.faq.deleteItem', { name: item.question })} onConfirm={() => removeItem.mutate({ id: item.id })} />
              </Group>
            )}
          </Group>
        ))}
        {canEdit && (
          <Button variant="subtle" leftSection={<IconPlus size={16} />} w="fit-content" onClick={() => onEdit({ kind: 'item', categoryId: category.id, item: null })} data-testid="faq-add-item">
            {t('contentGenerator.faq.addItem')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** /manage/content-generator/faq: the FAQ's categories and questions, written by hand or suggested by the AI, and whether the website shows them. */
export default function FaqPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const faq = trpc.contentGenerator.faq.useQuery();
  const [editing, setEditing] = useState<Editing>(null);
  if (faq.error || !faq.data) return <QueryPending error={faq.error} />;
  const { categories, published } = faq.data;
  const close = () => setEditing(null);
  return (
    <Stack data-testid="faq-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <PublishSwitch kind="faq" published={published} />
        <Group gap="xs" wrap="wrap">
          {canEdit && (
            <AiButton label={t('contentGenerator.faq.generate')} disabled={categories.length === 0} onClick={() => setEditing({ kind: 'generate' })} testId="faq-generate" />
          )}
          <AddButton label={t('contentGenerator.faq.addCategory')} onClick={() => setEditing({ kind: 'category', category: null })} testId="faq-add-category" />
        </Group>
      </Group>
      {categories.length === 0 && <Text c="dimmed">{t('contentGenerator.faq.noCategories')}</Text>}
      {categories.map((category) => (
        <CategoryCard key={category.id} category={category} onEdit={setEditing} />
      ))}
      {editing?.kind === 'category' && <FaqCategoryModal category={editing.category} onClose={close} />}
      {editing?.kind === 'item' && <FaqItemModal categoryId={editing.categoryId} item={editing.item} onClose={close} />}
      {editing?.kind === 'generate' && <FaqGenerateModal categories={categories} onClose={close} />}
    </Stack>
  );
}
