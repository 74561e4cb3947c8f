import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The refusals with a page of their own, by the server's code; any other shows the server's message. */
const REFUSALS: Record<string, string> = {
  'ACCESS_LINK.INVALID': 'accessLinks.refused.invalid',
  'ACCESS_LINK.USED': 'accessLinks.refused.used',
  'ACCESS_LINK.EXPIRED': 'accessLinks.refused.expired',
  'ACCESS_LINK.SYSTEM_OFF': 'accessLinks.refused.systemOff',
  'ACCESS_LINK.BAD_PATH': 'accessLinks.refused.badPath',
  MISSING: 'accessLinks.refused.missing',
};

/** Why a link was not followed, and the way to sign in instead. */
export function Refusal({ code, message, toLogin = true }: { code: string | null; message?: string; toLogin?: boolean }) {
  const { t } = useTranslation();
  const key = code ? REFUSALS[code] : undefined;
  return (
    <Stack data-testid="access-link-refused" data-code={code ?? ''}>
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('accessLinks.refused.title')}>
        <Text size="sm">{key ? t(key) : message}</Text>
      </Alert>
      {toLogin && (
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('accessLinks.refused.toLogin')}
        </Anchor>
      )}
    </Stack>
  );
}
