import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The page's title ("Oops 404 Page Not Found") is its route's, shown by the frame around it. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" data-testid="not-found">
      <Text c="dimmed">{t('notFound.message')}</Text>
      <Button component={Link} to="/dashboard">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
