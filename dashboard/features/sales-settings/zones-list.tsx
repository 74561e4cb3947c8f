import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TShippingZoneRow } from '../../../core/shipping/settings-schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { stateName } from '../../components/places.ts';
import { usePlaces } from '../../components/use-places.ts';
import { RowActions } from './row-actions.tsx';

/** The merchant's shipping zones: search, add, edit, enable or disable, delete (refused while an option uses the zone). */
export function ZonesList() {
  const { t } = useTranslation();
  const places = usePlaces();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const zones = trpc.shippingZones.list.useQuery();
  const done = { onSuccess: () => utils.shippingZones.invalidate(), onError: showError };
  const setStatus = trpc.shippingZones.setStatus.useMutation(done);
  const remove = trpc.shippingZones.delete.useMutation(done);
  const matching = useMemo(() => {
    const q = search.toLowerCase();
    return (zones.data ?? []).filter((z) => [z.name, ...z.stateCodes.map(stateName), ...z.postcodes].some((text) => text.toLowerCase().includes(q)));
  }, [zones.data, search]);
  return (
    <ListScreen<TShippingZoneRow>
      testId="zone-list"
      title={t('salesSettings.sections.zones')}
      control={control}
      toolbar={<AddButton to="/mysales/shipping-setting/new" label={t('salesSettings.zones.add')} testId="add-zone" />}
      records={matching.slice((page - 1) * pageSize, page * pageSize)}
      total={matching.length}
      fetching={zones.isFetching}
      idAccessor="id"
      columns={[
        { accessor: 'name', title: t('salesSettings.zones.name') },
        { accessor: 'countryCode', title: t('salesSettings.country'), width: 120, render: (z) => places.country(z.countryCode) },
        { accessor: 'stateCodes', title: t('salesSettings.zones.states'), render: (z) => z.stateCodes.map(stateName).join(', ') || '—' },
        { accessor: 'postcodes', title: t('salesSettings.zones.postcodes'), width: 120, render: (z) => (z.postcodes.length ? t('salesSettings.zones.postcodeCount', { count: z.postcodes.length }) : '—') },
        { accessor: 'optionCount', title: t('salesSettings.zones.options'), width: 100, textAlign: 'right' },
        {
          accessor: 'status',
          title: t('salesSettings.status'),
          width: 110,
          render: (z) => <Badge color={z.status === 'enabled' ? 'green' : 'gray'}>{t(`common.${z.status}`)}</Badge>,
        },
        {
          accessor: 'actions',
          title: '',
          width: 150,
          render: (z) => (
            <RowActions
              name={z.name}
              enabled={z.status === 'enabled'}
              onToggle={(on) => setStatus.mutate({ id: z.id, status: on ? 'enabled' : 'disabled' })}
              onEdit={() => void navigate(`/mysales/shipping-setting/${z.id}`)}
              onDelete={() => remove.mutate({ id: z.id })}
            />
          ),
        },
      ]}
    />
  );
}
