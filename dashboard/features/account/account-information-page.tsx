import { Alert, Badge, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, useMatches } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SERVICE_PAYMENT_STATES } from '../../../core/account/service-payments.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { FactsCard } from '../../components/facts-card.tsx';
import { RecipientsCard } from './recipients-card.tsx';

const INVOICE_FILTERS = ['all', 'paid', ...SERVICE_PAYMENT_STATES] as const;
const STATE_COLORS = { paid: 'green', upcoming: 'blue', reminder: 'orange', overdue: 'red' } as const;

/** The merchant's account: details, domains, renewal dates, website e-mail recipients, service-order invoices. */
export default function AccountInformationPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const info = trpc.account.information.useQuery();
  // The home page's service-order payments open this list filtered (?invoices=overdue).
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('invoices') ?? 'all';
  const shown = (INVOICE_FILTERS as readonly string[]).includes(wanted) ? wanted : 'all';
  // A phone stacks the filter's choices: side by side they are wider than its screen.
  const filterOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  if (info.isPending) return <Loader />;
  if (info.error) return <Alert color="red">{errorInfo(info.error).message}</Alert>;
  const { merchant, billing, domains, dates, facebookRemarketing, recipients, invoices } = info.data;
  const date = (d: Date | null) => formatDateTime(d, false);
  return (
    <Stack>
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
        <SegmentedControl
          mb="sm"
          orientation={filterOrientation}
          value={shown}
          onChange={(value) => setSearch(value === 'all' ? {} : { invoices: value }, { replace: true })}
          data={INVOICE_FILTERS.map((value) => ({ value, label: t(value === 'all' ? 'account.allInvoices' : `account.paymentState.${value}`) }))}
          data-testid="invoice-filter"
        />
        <StackedDataTable
          minHeight={120}
          records={shown === 'all' ? invoices : invoices.filter((i) => i.state === shown)}
          noRecordsText={t('list.empty')}
          columns={[
            { accessor: 'number', title: t('account.invoiceNo') },
            { accessor: 'description', title: t('account.description') },
            { accessor: 'amountSen', title: t('account.amount'), textAlign: 'right', render: (i) => formatMoney(i.amountSen) },
            { accessor: 'issuedAt', title: t('account.issued'), render: (i) => date(i.issuedAt) },
            { accessor: 'dueAt', title: t('account.due'), render: (i) => date(i.dueAt) },
            { accessor: 'state', title: t('account.status'), render: (i) => <Badge color={STATE_COLORS[i.state]}>{t(`account.paymentState.${i.state}`)}</Badge> },
          ]}
        />
      </FactsCard>
    </Stack>
  );
}
