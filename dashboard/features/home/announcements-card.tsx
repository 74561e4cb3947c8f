import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAnnouncementRow } from '../../../core/announcements/schema.ts';
import { useDateTime } from '../../components/format.ts';

/** The platform's latest announcements, each opening its page; the ones the user has not opened are marked unread. */
export function AnnouncementsCard({ announcements }: { announcements: TAnnouncementRow[] }) {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  return (
    <Card withBorder padding="md" data-testid="announcements">
      <Group gap="xs" mb="xs">
        <IconSpeakerphone size={18} aria-hidden />
        <Title order={2} size="h4">
          {t('home.announcements.title')}
        </Title>
      </Group>
      {announcements.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('home.announcements.none')}
        </Text>
      ) : (
        <Stack gap={6}>
          {announcements.map((a) => (
            <Group key={a.id} justify="space-between" wrap="nowrap" gap="sm">
              <Group gap={6} wrap="nowrap" miw={0}>
                {!a.read && (
                  <Badge size="xs" variant="filled" data-testid="announcement-unread">
                    {t('home.announcements.unread')}
                  </Badge>
                )}
                <Anchor component={Link} to={`/announcement/details/${a.id}`} size="sm" lineClamp={1} fw={a.read ? undefined : 700}>
                  {a.title}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(a.publishedAt, false)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
