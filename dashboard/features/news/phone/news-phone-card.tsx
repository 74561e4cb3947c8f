import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TNewsRow } from '../../../../core/news/schema.ts';
import { useCanEdit } from '../../../app/screen-access.tsx';
import { useDateTime } from '../../../components/format.ts';
import { PictureThumb } from '../../../components/picture-thumb.tsx';
import type { useContentActions } from '../../../components/content/use-content-actions.ts';
import { NEWS_PHONE_PATHS } from './paths.ts';

/**
 * One news item on the phone: its picture, title, category, status and date open it; an editor
 * shows or hides it, or deletes it (asked first), with buttons a thumb can hit.
 */
export function NewsPhoneCard({ row, actions }: { row: TNewsRow; actions: ReturnType<typeof useContentActions> }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const formatDateTime = useDateTime();
  const hidden = row.visibility === 'hidden';
  return (
    <Card withBorder padding="sm" data-testid={`news-card-${row.slug}`}>
      <UnstyledButton component={Link} to={NEWS_PHONE_PATHS.edit(row.id)} aria-label={row.titleEn} mih={56}>
        <Group wrap="nowrap" align="flex-start">
          <PictureThumb src={row.picture} alt={row.titleEn} size={56} />
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.titleEn}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[row.categoryName, formatDateTime(row.updatedAt)].filter(Boolean).join(' · ')}
            </Text>
            <Badge color={hidden ? 'gray' : 'green'}>{t(`content.visibility.${row.visibility}`)}</Badge>
          </Stack>
        </Group>
      </UnstyledButton>
      {canEdit && (
        <Group grow mt="sm" gap="sm">
          <Button variant="light" leftSection={hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />} onClick={() => actions.setVisibility([row.id], hidden ? 'public' : 'hidden')}>
            {t(hidden ? 'content.list.show' : 'content.list.hide')}
          </Button>
          <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={() => actions.confirmRemove(row.id, row.titleEn)}>
            {t('common.delete')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
