import { useMemo } from 'react';
import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TShippingOptionRow } from '../../../core/shipping/settings-schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { RowActions } from './row-actions.tsx';

const FILTERS = ['zone'] as const;

/** The merchant's shipping options with their zone's name: search, filter by zone, add, edit, enable or disable, delete. */
export function OptionsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const control = useListParams({ filterKeys: FILTERS });
  const { page, pageSize, search, filters } = control.params;
  const zones = trpc.shippingZones.list.useQuery();
  const options = trpc.shippingOptions.list.useQuery(filters.zone ? { zoneId: filters.zone } : {});
  const done = { onSuccess: () => utils.shippingOptions.invalidate(), onError: showError };
  const setStatus = trpc.shippingOptions.setStatus.useMutation(done);
  const remove = trpc.shippingOptions.delete.useMutation({ ...done, onSuccess: () => Promise.all([utils.shippingOptions.invalidate(), utils.shippingZones.invalidate()]) });
  const matching = useMemo(() => {
    const q = search.toLowerCase();
    return (options.data ?? []).filter((o) => [o.titleEn, o.titleCn, o.titleBm, o.zoneName].some((text) => text.toLowerCase().includes(q)));
  }, [options.data, search]);
  return (
    <ListScreen<TShippingOptionRow>
      testId="option-list"
      title={t('salesSettings.sections.options')}
      control={control}
      filters={
        <FilterSelect
          control={control}
          name="zone"
          label={t('salesSettings.options.zone')}
          allLabel={t('salesSettings.options.allZones')}
          data={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
        />
      }
      toolbar={
        canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => void navigate(`/mysales/shipping-setting/option/new${filters.zone ? `?zone=${filters.zone}` : ''}`)}
            disabled={(zones.data ?? []).length === 0}
            data-testid="add-option"
          >
            {t('salesSettings.options.add')}
          </Button>
        )
      }
      records={matching.slice((page - 1) * pageSize, page * pageSize)}
      total={matching.length}
      fetching={options.isFetching}
      idAccessor="id"
      columns={[
        { accessor: 'titleEn', title: t('salesSettings.options.title') },
        { accessor: 'zoneName', title: t('salesSettings.options.zone') },
        { accessor: 'type', title: t('salesSettings.options.type'), render: (o) => t(`salesSettings.types.${o.type}`) },
        { accessor: 'charge', title: t('salesSettings.options.form'), render: (o) => (o.charge ? t(`salesSettings.forms.${o.charge.form}`) : '—') },
        { accessor: 'cod', title: t('salesSettings.options.codShort'), width: 70, render: (o) => (o.cod ? '✓' : '') },
        { accessor: 'sort', title: t('salesSettings.sorting'), width: 80, textAlign: 'right' },
        { accessor: 'status', title: t('salesSettings.status'), width: 110, render: (o) => <Badge color={o.status === 'enabled' ? 'green' : 'gray'}>{t(`common.${o.status}`)}</Badge> },
        {
          accessor: 'actions',
          title: '',
          width: 150,
          render: (o) => (
            <RowActions
              name={o.titleEn}
              enabled={o.status === 'enabled'}
              onToggle={(on) => setStatus.mutate({ id: o.id, status: on ? 'enabled' : 'disabled' })}
              onEdit={() => void navigate(`/mysales/shipping-setting/option/${o.id}`)}
              onDelete={() => remove.mutate({ id: o.id })}
            />
          ),
        },
      ]}
    />
  );
}
