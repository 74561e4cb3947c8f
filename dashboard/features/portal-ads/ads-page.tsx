import { useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PORTAL_AD_STATE_NAMES } from '../../../core/portal-ads/constants.ts';
import type { TPortalAd } from '../../../core/portal-ads/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { toWallClock } from '../../components/wall-clock.ts';
import { AdFormModal } from './ad-form-modal.tsx';
import { PORTAL_ADS_PATHS as P } from './paths.ts';
import { AdStateBadge } from './state-badge.tsx';

const TABS = ['all', ...PORTAL_AD_STATE_NAMES] as const;

/** /portal-keywords-ads-list: the merchant's portal ads by state (default, on going, expired), searched by keyword or URL. */
export default function AdsPage() {
  const { t } = useTranslation();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, search, tab } = control.params;
  const [adding, setAdding] = useState(false);
  const utils = trpc.useUtils();
  const list = trpc.portalAds.list.useQuery({ page, pageSize, search, state: tab as (typeof TABS)[number] }, { placeholderData: (previous) => previous });
  const remove = trpc.portalAds.delete.useMutation({
    onSuccess: async () => {
      showSuccess(t('portalAds.deleted'));
      await utils.portalAds.invalidate();
    },
    onError: showError,
  });
  return (
    <>
      <ListScreen<TPortalAd>
        testId="portal-ads"
        control={control}
        tabs={TABS.map((s) => ({ value: s, label: t(`portalAds.states.${s}`) }))}
        searchPlaceholder={t('portalAds.search')}
        toolbar={<AddButton label={t('portalAds.add')} onClick={() => setAdding(true)} testId="add-ad" />}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'image', title: t('portalAds.image'), render: (row) => <PictureThumb src={row.thumbnail} alt={row.keywords.join(', ')} /> },
          {
            accessor: 'keywords',
            title: t('portalAds.keywords'),
            render: (row) => (
              <Anchor component={Link} to={P.detail(row.id)} style={{ overflowWrap: 'anywhere' }} data-testid={`ad-${row.keywords[0] ?? row.id}`}>
                {row.keywords.join(', ')}
              </Anchor>
            ),
          },
          { accessor: 'url', title: t('portalAds.url'), render: (row) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{ltr(row.url)}</Text> },
          { accessor: 'startDate', title: t('portalAds.period'), render: (row) => ltr(`${row.startDate} – ${row.endDate}`) },
          { accessor: 'state', title: t('portalAds.state'), render: (row) => <AdStateBadge state={row.state} /> },
          {
            accessor: 'actions',
            title: '',
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <RowDeleteButton title={t('portalAds.deleteTitle')} onConfirm={() => remove.mutate({ id: row.id })} testId={`delete-ad-${row.id}`} />
              </Group>
            ),
          },
        ]}
      />
      {adding && <AdFormModal ad={null} today={toWallClock(new Date(), timeZone).slice(0, 10)} onClose={() => setAdding(false)} />}
    </>
  );
}
