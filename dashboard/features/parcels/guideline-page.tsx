import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PARCEL_STATUSES } from '../../../core/parcels/tracking/port.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { PARCEL_PATHS } from './paths.ts';
import { ParcelStatusBadge } from '../../components/parcels/status-badge.tsx';

const STEPS = ['account', 'key', 'add', 'ship', 'follow', 'rates'] as const;

/** /mysales/trackingmy/guideline: how parcel tracking is set up and used, and what each status means. */
export default function GuidelinePage() {
  const { t } = useTranslation();
  return (
    <Stack data-testid="tracking-guideline">
      <SectionCard title={t('parcels.guide.stepsTitle')}>
        <List type="ordered" spacing="xs">
          {STEPS.map((step) => (
            <List.Item key={step}>
              <Text size="sm">{t(`parcels.guide.steps.${step}`)}</Text>
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to={PARCEL_PATHS.tracking} size="sm" mt="sm" display="inline-block">
          {t('parcels.guide.open')}
        </Anchor>
      </SectionCard>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SectionCard title={t('parcels.guide.statusesTitle')}>
          <Stack gap="xs">
            {PARCEL_STATUSES.map((s) => (
              <Stack key={s} gap={2}>
                <ParcelStatusBadge status={s} />
                <Text size="sm">{t(`parcels.guide.statuses.${s}`)}</Text>
              </Stack>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title={t('parcels.guide.updatesTitle')}>
          <Text size="sm">{t('parcels.guide.updates')}</Text>
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
