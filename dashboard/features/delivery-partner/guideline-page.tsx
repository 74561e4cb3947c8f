import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SERVICE_CODES, VEHICLES, ZONE_CODES } from '../../../core/delivery-partner/constants.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { DELIVERY_PARTNER_PATHS } from '../../components/delivery-partner-paths.ts';

const STEPS = ['keys', 'merchant', 'orders', 'quote', 'place', 'follow'] as const;

/** /mysales/lalamove/guideline: how a delivery goes, the zones served, the vehicles and the extra services. */
export default function GuidelinePage() {
  const { t } = useTranslation();
  return (
    <Stack data-testid="delivery-guideline">
      <SectionCard title={t('deliveryPartner.guide.flowTitle')}>
        <List type="ordered" spacing="xs">
          {STEPS.map((step) => (
            <List.Item key={step}>
              <Text size="sm">{t(`deliveryPartner.guide.steps.${step}`)}</Text>
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to={DELIVERY_PARTNER_PATHS.screen} size="sm" mt="sm" display="inline-block">
          {t('deliveryPartner.guide.open')}
        </Anchor>
      </SectionCard>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <SectionCard title={t('deliveryPartner.guide.zonesTitle')}>
          <List spacing={4}>
            {ZONE_CODES.map((z) => (
              <List.Item key={z}>{t(`deliveryPartner.zones.${z}`)}</List.Item>
            ))}
          </List>
        </SectionCard>
        <SectionCard title={t('deliveryPartner.guide.vehiclesTitle')}>
          <List spacing={4}>
            {VEHICLES.map((v) => (
              <List.Item key={v}>{t(`deliveryPartner.vehicles.${v}`)}</List.Item>
            ))}
          </List>
        </SectionCard>
        <SectionCard title={t('deliveryPartner.guide.servicesTitle')}>
          <List spacing={4}>
            {SERVICE_CODES.map((s) => (
              <List.Item key={s}>{t(`deliveryPartner.services.${s}`)}</List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed" mt="xs">
            {t('deliveryPartner.quotes.servicesHint')}
          </Text>
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
