import { Badge, Button, Card, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPhotoRow } from '../../../../core/photos/schema.ts';
import { useCanEdit } from '../../../app/screen-access.tsx';
import type { useContentActions } from '../../../components/content/use-content-actions.ts';
import { PHOTO_PHONE_PATHS } from './paths.ts';

/**
 * One photo on the phone: its picture, title, album and status open it (the link is named by its
 * texts; the picture beside them is decorative); an editor shows or hides it, or deletes it
 * (asked first). The buttons are stacked so that two cards fit side by side.
 */
export function PhotoPhoneCard({ row, actions }: { row: TPhotoRow; actions: ReturnType<typeof useContentActions> }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const hidden = row.visibility === 'hidden';
  const name = row.titleEn || t('photos.untitled');
  return (
    <Card withBorder padding="xs" data-testid={`photo-card-${row.id}`} data-title={row.titleEn} miw={0}>
      <UnstyledButton component={Link} to={PHOTO_PHONE_PATHS.edit(row.id)} miw={0}>
        <Card.Section>
          <Image src={row.thumbnail} alt="" h={130} fit="cover" style={{ opacity: hidden ? 0.45 : 1 }} />
        </Card.Section>
        <Stack gap={4} mt="xs" miw={0}>
          <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {row.categoryName && (
            <Text size="xs" c="dimmed" truncate>
              {row.categoryName}
            </Text>
          )}
          <Badge color={hidden ? 'gray' : 'green'}>{t(`content.visibility.${row.visibility}`)}</Badge>
        </Stack>
      </UnstyledButton>
      {canEdit && (
        <Stack mt="xs" gap="xs">
          <Button variant="light" px="xs" leftSection={hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />} onClick={() => actions.setVisibility([row.id], hidden ? 'public' : 'hidden')}>
            {t(hidden ? 'content.list.show' : 'content.list.hide')}
          </Button>
          <Button variant="light" px="xs" color="red" leftSection={<IconTrash size={18} />} onClick={() => actions.confirmRemove(row.id, name)}>
            {t('common.delete')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
