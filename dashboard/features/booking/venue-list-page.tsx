import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TVenue } from '../../../core/booking/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { stateName } from '../../components/places.ts';
import { ACTIVE_TABS, activeOfTab } from './active-tabs.ts';
import { BOOKING_PATHS as P, NEW_ID } from './paths.ts';

/** /booking/place-venue: the venues (branches) services are given at, active or not, with what they hold. */
export default function VenueListPage() {
  const { t } = useTranslation();
  const control = useListParams({ tabs: ACTIVE_TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.booking.venues.useQuery({ page, pageSize, search, active: activeOfTab(tab) }, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const remove = trpc.booking.deleteVenue.useMutation();
  const confirmDelete = useConfirmDelete<TVenue>({
    title: (row) => t('booking.venue.deleteTitle', { name: row.nameEn }),
    deleted: (row) => t('booking.venue.deleted', { name: row.nameEn }),
    remove: (input) => remove.mutateAsync(input),
    refresh: () => utils.booking.invalidate(),
  });
  return (
    <ListScreen<TVenue>
      testId="venue-list"
      control={control}
      tabs={ACTIVE_TABS.map((value) => ({ value, label: t(`booking.activeTabs.${value}`) }))}
      searchPlaceholder={t('booking.venue.search')}
      toolbar={<AddButton to={P.venue(NEW_ID)} label={t('booking.venue.add')} testId="add-venue" />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'nameEn',
          title: t('booking.venue.name'),
          render: (row) => (
            <Anchor component={Link} to={P.venue(row.id)}>
              {row.nameEn}
            </Anchor>
          ),
        },
        { accessor: 'address', title: t('booking.venue.address'), toggleable: true },
        { accessor: 'state', title: t('booking.venue.state'), toggleable: true, render: (row) => (row.state ? stateName(row.state) : '—') },
        { accessor: 'services', title: t('booking.venue.services'), textAlign: 'right' },
        { accessor: 'bookings', title: t('booking.venue.bookings'), textAlign: 'right' },
        { accessor: 'active', title: t('booking.venue.active'), render: (row) => <Badge color={row.active ? 'green' : 'gray'} variant="light">{t(`booking.activeTabs.${row.active ? 'active' : 'inactive'}`)}</Badge> },
        { accessor: 'actions', title: '', render: (row) => <RowActions to={P.venue(row.id)} editable viewLabel={t('booking.view')} onDelete={() => confirmDelete(row)} /> },
      ]}
    />
  );
}
