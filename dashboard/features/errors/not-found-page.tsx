import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" data-testid="not-found">
      <Title order={2}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.message')}</Text>
      <Button component={Link} to="/dashboard">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
