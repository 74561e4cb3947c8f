import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { CheckCard } from './check-card.tsx';

/**
 * /tools/advanced-email-protection: read-only. The lookups run once when the screen opens and
 * again on "Check again" (a DNS change can take hours to be seen everywhere).
 */
export default function EmailProtectionScreen() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const check = trpc.emailProtection.check.useQuery(undefined, { staleTime: Infinity, gcTime: 0, retry: false });
  const data = check.data;
  return (
    <Stack data-testid="email-protection">
      <Text size="sm" c="dimmed">
        {t('emailProtection.intro')}
      </Text>
      {check.error && <Alert color="red">{errorInfo(check.error).message}</Alert>}
      {!data && !check.error && <Loader />}
      {data && !data.domain && (
        <Alert color="yellow" data-testid="protection-no-domain">
          {t('emailProtection.noDomain')}
        </Alert>
      )}
      {data?.domain && (
        <>
          <Group justify="space-between">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="protection-domain">
              {t('emailProtection.domain', { domain: data.domain, when: dateTime(data.checkedAt) })}
            </Text>
            <Button variant="default" leftSection={<IconRefresh size={16} />} loading={check.isFetching} onClick={() => void check.refetch()} data-testid="protection-recheck">
              {t('emailProtection.checkAgain')}
            </Button>
          </Group>
          {data.spf && <CheckCard kind="spf" check={data.spf} />}
          {data.dkim && <CheckCard kind="dkim" check={data.dkim} />}
          {data.dmarc && <CheckCard kind="dmarc" check={data.dmarc} />}
        </>
      )}
    </Stack>
  );
}
