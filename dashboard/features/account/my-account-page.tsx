import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { FactsCard } from '../../components/facts-card.tsx';

/** /account_information: every user's own account: who they are, the modules their role opens (or 'Module Inactive'), their latest actions. */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const me = trpc.account.me.useQuery();
  if (me.error) return <Alert color="red">{errorInfo(me.error).message}</Alert>;
  if (me.isPending) return <Loader />;
  const a = me.data;
  const inactive = new Set(a.inactiveModules);
  const rows: [string, string][] = [
    [t('users.name'), a.name],
    [t('users.loginId'), a.username],
    [t('users.email'), a.email],
    [t('users.role'), a.isMasterAdmin ? t('account.my.masterAdmin') : (a.roleName ?? t('roles.noRole'))],
    [t('account.name'), a.merchantName],
  ];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FactsCard title={t('account.my.profile')} rows={rows}>
          {a.isMasterAdmin && (
            <Anchor component={Link} to="/account-information" size="sm" mt="xs">
              {t('account.my.merchantAccount')}
            </Anchor>
          )}
        </FactsCard>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('home.recent')}
          </Title>
          {a.recentActivity.length === 0 ? (
            <Text c="dimmed">{t('common.nothingYet')}</Text>
          ) : (
            <Table>
              <Table.Tbody>
                {a.recentActivity.map((entry, i) => (
                  <Table.Tr key={i}>
                    <Table.Td w={180}>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{translateMessage(entry.action)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t('home.access')}
        </Title>
        {a.access.length === 0 ? (
          <Text c="dimmed" data-testid="no-modules">
            {t('home.noAccess')}
          </Text>
        ) : (
          <Group gap="xs" data-testid="module-access">
            {a.access.map(({ module, level }) => (
              <Badge key={module} variant="light" color={level === 'edit' ? 'blue' : 'gray'} data-module={module}>
                {t(`modules.${module}`)} · {t(`roles.level.${level}`)}
              </Badge>
            ))}
          </Group>
        )}
        {inactive.size > 0 && (
          <Group gap="xs" mt="sm" data-testid="inactive-modules">
            {[...inactive].map((module) => (
              <Badge key={module} variant="outline" color="gray">
                {t(`modules.${module}`)} · {t('roles.moduleInactive')}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
    </Stack>
  );
}
