import { ActionIcon, Button, Card, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCompanyTagInput, type TCompanyTag } from '../../../core/profile/tag-schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

/** A tag name checked with core's schema ('Tag name cannot be empty'); the server says the rest ('Tag name cannot be same', the maximum). */
function useTagName(initial: string) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const check = () => {
    const problem = zodErrors(ZCompanyTagInput.safeParse({ name })).name;
    setError(problem ? t(problem) : null);
    return !problem;
  };
  return { name, setName: (v: string) => (setName(v), setError(null)), error, check };
}

function TagRow({ tag }: { tag: TCompanyTag }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const field = useTagName(tag.name);
  const update = trpc.profile.tags.update.useMutation({ onSuccess: () => (showSuccess(t('profile.tags.saved')), void utils.profile.tags.list.invalidate()), onError: showError });
  const remove = trpc.profile.tags.remove.useMutation({ onSuccess: () => void utils.profile.tags.list.invalidate(), onError: showError });
  return (
    <Group wrap="nowrap" gap="xs" align="flex-start" data-testid="tag-row">
      <TextInput aria-label={t('profile.tags.name')} value={field.name} onChange={(e) => field.setName(e.currentTarget.value)} error={field.error} readOnly={!canEdit} style={{ flex: 1, minWidth: 0 }} />
      {canEdit && field.name !== tag.name && (
        <ActionIcon size="lg" aria-label={t('common.save')} loading={update.isPending} onClick={() => field.check() && update.mutate({ id: tag.id, name: field.name })}>
          <IconCheck size={16} />
        </ActionIcon>
      )}
      <RowDeleteButton title={t('profile.tags.deleteTitle', { name: tag.name })} onConfirm={() => remove.mutate({ id: tag.id })} />
    </Group>
  );
}

/** /profile/company-tag: the company's tags, added, renamed and deleted here, up to the maximum. */
export default function CompanyTagsPage() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const tags = trpc.profile.tags.list.useQuery();
  const field = useTagName('');
  const create = trpc.profile.tags.create.useMutation({
    onSuccess: () => {
      field.setName('');
      showSuccess(t('profile.tags.added'));
      void utils.profile.tags.list.invalidate();
    },
    onError: showError,
  });
  if (!tags.data) return <Center py="xl">{tags.error ? null : <Loader size="sm" />}</Center>;
  return (
    <Stack>
      {canEdit && (
        <Card withBorder>
          <form onSubmit={(e) => (e.preventDefault(), field.check() && create.mutate({ name: field.name }))}>
            <Group wrap="nowrap" gap="xs" align="flex-start">
              <TextInput aria-label={t('profile.tags.name')} placeholder={t('profile.tags.name')} value={field.name} onChange={(e) => field.setName(e.currentTarget.value)} error={field.error} style={{ flex: 1, minWidth: 0 }} data-testid="new-tag" />
              <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
                {t('profile.tags.add')}
              </Button>
            </Group>
          </form>
        </Card>
      )}
      <Text size="sm" c="dimmed">
        {t('profile.tags.count', { used: tags.data.items.length, max: tags.data.max })}
      </Text>
      {tags.data.items.map((tag) => (
        <TagRow key={`${tag.id}-${tag.name}`} tag={tag} />
      ))}
    </Stack>
  );
}
