import type { ReactNode } from 'react';
import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { RecipientsCard } from './recipients-card.tsx';

/** A titled card of label-value rows; children follow the rows. */
function FactsCard({ title, rows, children }: { title: string; rows?: [string, string][]; children?: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={4} mb="xs">
        {title}
      </Title>
      {rows && (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td w="40%" c="dimmed">
                  {label}
                </Table.Td>
                <Table.Td>{value || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {children}
    </Card>
  );
}

/** The merchant's account: details, domains, renewal dates, website e-mail recipients, service-order invoices. */
export default function AccountInformationPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const info = trpc.account.information.useQuery();
  if (info.isPending) return <Loader />;
  if (info.error) return <Alert color="red">{errorInfo(info.error).message}</Alert>;
  const { merchant, billing, domains, dates, facebookRemarketing, recipients, invoices } = info.data;
  const date = (d: Date | null) => formatDateTime(d, false);
  return (
    <Stack>
      <Title order={2}>{t('account.title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FactsCard
          title={t('account.merchant')}
          rows={[
            [t('account.name'), merchant.name],
            [t('account.versionSince'), merchant.nmsVersionSince],
            [t('account.website'), merchant.website],
            [t('account.address'), merchant.address],
            [t('account.tel'), merchant.tel],
            [t('account.fax'), merchant.fax],
            [t('account.email'), merchant.email],
            [t('account.masterContact'), merchant.masterContact],
            [t('account.masterEmail'), merchant.masterEmail],
          ]}
        />
        <FactsCard
          title={t('account.dates')}
          rows={[
            [t('account.lastLogin'), formatDateTime(dates.lastLogin)],
            [t('account.productsModified'), formatDateTime(dates.productsLastModified)],
            [t('account.since'), date(dates.since)],
            [t('account.nextRenewal'), date(dates.nextRenewal)],
            [t('account.upgrade'), date(dates.upgrade)],
            [t('account.fbRemarketing'), date(dates.facebookRemarketingExpiry)],
          ]}
        >
          <Text size="xs" c="dimmed" mt="xs">
            {t('account.fbOffer', { price: formatMoney(facebookRemarketing.priceSen), months: facebookRemarketing.months })}
          </Text>
        </FactsCard>
        <FactsCard
          title={t('account.billing')}
          rows={[
            [t('account.company'), billing.companyName],
            [t('account.address'), billing.address],
            [t('account.email'), billing.email],
          ]}
        />
        <FactsCard title={t('account.domains')}>
          {domains.length === 0 ? (
            <Text c="dimmed">{t('common.nothingYet')}</Text>
          ) : (
            <Stack gap={4}>
              {domains.map((d) => (
                <Group key={d.domain} gap="xs">
                  <Text>{d.domain}</Text>
                  {d.isPrimary && <Badge size="xs">{t('account.primary')}</Badge>}
                </Group>
              ))}
            </Stack>
          )}
        </FactsCard>
      </SimpleGrid>
      <RecipientsCard groups={recipients} />
      <FactsCard title={t('account.invoices')}>
        <DataTable
          minHeight={120}
          records={invoices}
          noRecordsText={t('list.empty')}
          columns={[
            { accessor: 'number', title: t('account.invoiceNo') },
            { accessor: 'description', title: t('account.description') },
            { accessor: 'amountSen', title: t('account.amount'), textAlign: 'right', render: (i) => formatMoney(i.amountSen) },
            { accessor: 'issuedAt', title: t('account.issued'), render: (i) => date(i.issuedAt) },
            { accessor: 'dueAt', title: t('account.due'), render: (i) => date(i.dueAt) },
            { accessor: 'status', title: t('account.status'), render: (i) => <Badge color={i.status === 'paid' ? 'green' : 'red'}>{t(`account.${i.status}`)}</Badge> },
          ]}
        />
      </FactsCard>
    </Stack>
  );
}
