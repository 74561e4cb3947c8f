import { useEffect } from 'react';
import { Alert, Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';

/** /announcement/details/{id}: one announcement of the platform, in full; opening it marks it read. */
export default function AnnouncementPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const formatDateTime = useDateTime();
  const utils = trpc.useUtils();
  const announcement = trpc.home.announcement.useQuery({ id });
  // Opening it marked it read on the server: the home page's list must show that when it is next drawn.
  const opened = announcement.isSuccess;
  useEffect(() => {
    if (opened) void utils.home.summary.invalidate();
  }, [opened, utils]);
  const back = (
    <Anchor component={Link} to="/dashboard" size="sm">
      {t('notFound.back')}
    </Anchor>
  );
  if (announcement.error)
    return (
      <Stack align="flex-start">
        <Alert color="red">{errorInfo(announcement.error).message}</Alert>
        {back}
      </Stack>
    );
  if (announcement.isPending) return <Loader />;
  const a = announcement.data;
  return (
    <Stack maw={760} align="flex-start">
      <Card withBorder padding="lg" w="100%" data-testid="announcement">
        <Title order={2} size="h3">
          {a.title}
        </Title>
        <Text size="xs" c="dimmed" mb="md">
          {formatDateTime(a.publishedAt)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{a.body}</Text>
      </Card>
      {back}
    </Stack>
  );
}
