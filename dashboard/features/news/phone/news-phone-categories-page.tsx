import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../app/dialogs.tsx';
import { useCanEdit } from '../../../app/screen-access.tsx';
import { AddButton } from '../../../components/add-button.tsx';
import { useCategoryEditing } from '../../../components/content/use-category-editing.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { PhonePages } from '../../../components/phone-pages.tsx';
import { PhoneScreen } from '../../../components/phone-screen.tsx';
import { newsPhoneScreen as screen } from './news-phone-screen.ts';

/** /news_group: the news categories on a phone, one card each with its names and item count; add, rename, delete ('{name} is in use' while it holds news). */
export default function NewsPhoneCategoriesPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const { params, update } = useListParams();
  const list = screen.api.categories.list.useQuery({ page: params.page, pageSize: params.pageSize });
  const editing = useCategoryEditing(screen);
  return (
    <PhoneScreen testId="news-phone-categories">
      <AddButton label={t('content.categories.add')} onClick={editing.add} testId="add-entry" />
      <Button component={Link} to={screen.paths.list} variant="default" leftSection={<IconArrowLeft size={18} />}>
        {t('menu.news')}
      </Button>
      {list.data?.items.map((c) => (
        <Card key={c.id} withBorder padding="sm" data-testid={`category-card-${c.nameEn}`}>
          <Group wrap="nowrap" justify="space-between">
            <Stack gap={2} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {c.nameEn}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[c.nameCn, c.nameBm, t('contentPhone.itemCount', { count: c.itemCount })].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            {canEdit && (
              <Group gap="xs" wrap="nowrap">
                <ActionIcon variant="light" aria-label={t('contentPhone.rename')} onClick={() => editing.edit(c)} data-testid={`edit-${c.nameEn}`}>
                  <IconPencil size={20} />
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={t('common.delete')}
                  onClick={() => confirmIrreversible({ title: t('catalogue.taxonomy.deleteTitle', { name: c.nameEn }), confirmLabel: t('common.delete'), onConfirm: () => editing.remove(c) })}
                  data-testid={`delete-${c.nameEn}`}
                >
                  <IconTrash size={20} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        </Card>
      ))}
      <PhonePages query={list} page={params.page} pageSize={params.pageSize} onChange={(page) => update({ page })} />
      {editing.dialog}
    </PhoneScreen>
  );
}
