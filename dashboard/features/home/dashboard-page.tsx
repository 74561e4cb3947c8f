import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { errorInfo } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';

function Stat({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <Card withBorder padding="md" component={Link} to={to}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const summary = trpc.home.summary.useQuery();
  if (summary.isPending) return <Loader />;
  if (summary.error) return <Alert color="red">{errorInfo(summary.error).message}</Alert>;
  const s = summary.data;
  return (
    <Stack>
      <Title order={2}>{t('home.welcome', { name: s.userName })}</Title>
      <Text c="dimmed">{s.merchantName}</Text>
      {s.admin && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Stat label={t('home.subUsers')} value={`${s.admin.subUsers} / ${s.admin.accountLimit}`} to="/user-roles" />
          <Stat label={t('home.roles')} value={String(s.admin.roles)} to="/user-roles?section=roles" />
          <Stat label={t('home.activeSessions')} value={String(s.admin.activeSessions)} to="/active-sessions" />
          <Stat label={t('home.twoFactor')} value={s.admin.twoFactorEnabled ? t('common.enabled') : t('common.disabled')} to="/two-factor-authentication" />
        </SimpleGrid>
      )}
      {s.admin && s.admin.unpaidInvoices > 0 && (
        <Alert color="yellow" title={t('home.unpaidTitle')}>
          <Link to="/account-information">{t('home.unpaid', { count: s.admin.unpaidInvoices })}</Link>
        </Alert>
      )}
      <Card withBorder>
        <Title order={4} mb="sm">
          {t('home.access')}
        </Title>
        {s.access.length === 0 ? (
          <Text c="dimmed" data-testid="no-access">
            {t('home.noAccess')}
          </Text>
        ) : (
          <Group gap="xs" data-testid="module-access">
            {s.access.map(({ module, level }) => (
              <Badge key={module} variant="light" color={level === 'edit' ? 'blue' : 'gray'} data-module={module}>
                {t(`modules.${module}`)} · {t(`roles.level.${level}`)}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">
          {t('home.recent')}
        </Title>
        {s.recentActivity.length === 0 ? (
          <Text c="dimmed">{t('common.nothingYet')}</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {s.recentActivity.map((entry, i) => (
                <Table.Tr key={i}>
                  <Table.Td w={200}>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.action}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
