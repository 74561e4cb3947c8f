import { useState } from 'react';
import { Badge, Button, Group, Image, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { FactsCard } from '../../components/facts-card.tsx';
import { useCount } from '../../components/format.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { toWallClock } from '../../components/wall-clock.ts';
import { AdFormModal } from './ad-form-modal.tsx';
import { PORTAL_ADS_PATHS as P } from './paths.ts';
import { AdStateBadge } from './state-badge.tsx';

/** /portal-keywords-ads-details/{ads_id}: the ad, its keywords and its figures (impressions and clicks on the portal). */
export default function AdPage() {
  const { t } = useTranslation();
  const id = useParams().ads_id ?? '';
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const count = useCount();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const [editing, setEditing] = useState(false);
  const ad = trpc.portalAds.get.useQuery({ id });
  const remove = trpc.portalAds.delete.useMutation({
    onSuccess: () => {
      showSuccess(t('portalAds.deleted'));
      void navigate(P.list);
    },
    onError: showError,
  });
  return (
    <RecordPage listPath={P.list} listTitle={t('menu.portalAds')} adding={false} record={ad} badge={ad.data && <AdStateBadge state={ad.data.state} />}>
      {(record) =>
        record && (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Image src={record.image} alt={record.keywords.join(', ')} radius="sm" maw={480} />
              <FactsCard
                title={t('portalAds.figures')}
                rows={[
                  [t('portalAds.impressions'), count(record.impressions)],
                  [t('portalAds.clicks'), count(record.clicks)],
                  [t('portalAds.clickRate'), record.impressions ? `${((record.clicks * 100) / record.impressions).toFixed(1)}%` : '—'],
                ]}
              />
            </SimpleGrid>
            <FactsCard title={t('portalAds.detail')} rows={[[t('portalAds.url'), record.url], [t('portalAds.period'), `${record.startDate} – ${record.endDate}`]]}>
              <Group gap={6} mt="xs" data-testid="ad-keyword-list">
                {record.keywords.map((k) => (
                  <Badge key={k} variant="outline" style={{ textTransform: 'none' }}>
                    {k}
                  </Badge>
                ))}
              </Group>
            </FactsCard>
            {canEdit && (
              <Group justify="flex-end">
                <DeleteButton label={t('portalAds.delete')} title={t('portalAds.deleteTitle')} deleting={remove.isPending} onConfirm={() => remove.mutate({ id })} testId="delete-ad" />
                <Button onClick={() => setEditing(true)} data-testid="edit-ad">
                  {t('portalAds.edit')}
                </Button>
              </Group>
            )}
            {editing && <AdFormModal ad={record} today={toWallClock(new Date(), timeZone).slice(0, 10)} onClose={() => setEditing(false)} />}
          </Stack>
        )
      }
    </RecordPage>
  );
}
