import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TServiceListInput } from '../../../core/booking/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { formatMoney } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ACTIVE_TABS, activeOfTab } from './active-tabs.ts';
import { VenueFilter } from './option-filters.tsx';
import { BOOKING_PATHS as P, NEW_ID } from './paths.ts';
import { WEEK_DAY_IDS } from './service-form-values.ts';

const FILTERS = ['venue'] as const;

/** /booking/services: the services by status, searched or given at one venue, with the days they are available. */
export default function ServiceListPage() {
  const { t } = useTranslation();
  const control = useListParams({ tabs: ACTIVE_TABS, filterKeys: FILTERS });
  const { page, pageSize, search, tab, filters } = control.params;
  const input: TServiceListInput = { page, pageSize, search, active: activeOfTab(tab), ...(filters.venue && { venueId: filters.venue }) };
  const list = trpc.booking.services.useQuery(input, { placeholderData: (previous) => previous });
  const rows = list.data?.items;
  const utils = trpc.useUtils();
  const remove = trpc.booking.deleteService.useMutation();
  const confirmDelete = useConfirmDelete<NonNullable<typeof rows>[number]>({
    title: (row) => t('booking.service.deleteTitle', { name: row.name }),
    deleted: (row) => t('booking.service.deleted', { name: row.name }),
    remove: (id) => remove.mutateAsync(id),
    refresh: () => utils.booking.invalidate(),
  });
  return (
    <ListScreen
      testId="service-list"
      control={control}
      tabs={ACTIVE_TABS.map((value) => ({ value, label: t(`booking.activeTabs.${value}`) }))}
      searchPlaceholder={t('booking.service.search')}
      filters={<VenueFilter control={control} />}
      toolbar={<AddButton to={P.service(NEW_ID)} label={t('booking.service.add')} testId="add-service" />}
      records={rows}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'name',
          title: t('booking.service.name'),
          render: (row) => (
            <Anchor component={Link} to={P.service(row.id)}>
              {row.name}
            </Anchor>
          ),
        },
        { accessor: 'venues', title: t('booking.service.venues'), render: (row) => row.venues.map((v) => v.nameEn).join(', ') },
        {
          accessor: 'availableDays',
          title: t('booking.service.days'),
          toggleable: true,
          render: (row) =>
            WEEK_DAY_IDS.filter((d) => row.availableDays.includes(d))
              .map((d) => t(`messages.profile.weekdays.${d}`))
              .join(', '),
        },
        { accessor: 'approvalRequired', title: t('booking.service.approvalRequired'), toggleable: true, render: (row) => t(row.approvalRequired ? 'booking.yes' : 'booking.no') },
        { accessor: 'slotsPerPerson', title: t('booking.service.slotsPerPerson'), textAlign: 'right', toggleable: true },
        { accessor: 'priceSen', title: t('booking.service.price'), textAlign: 'right', render: (row) => formatMoney(row.priceSen) },
        { accessor: 'bookings', title: t('booking.service.bookings'), textAlign: 'right' },
        { accessor: 'active', title: t('booking.service.active'), render: (row) => <Badge color={row.active ? 'green' : 'gray'} variant="light">{t(`booking.activeTabs.${row.active ? 'active' : 'inactive'}`)}</Badge> },
        { accessor: 'actions', title: '', render: (row) => <RowActions to={P.service(row.id)} editable viewLabel={t('booking.view')} onDelete={() => confirmDelete(row)} /> },
      ]}
    />
  );
}
