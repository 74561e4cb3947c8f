import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCreditOverview } from '../../../core/credits/overview-schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useCount } from '../../components/format.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** The packs on sale; buying one opens the card payment page, which returns to this screen. */
export function PacksCard({ packs }: { packs: TCreditOverview['packs'] }) {
  const { t } = useTranslation();
  const count = useCount();
  const buy = trpc.credits.buyPack.useMutation({ onSuccess: ({ pageUrl }) => window.location.assign(pageUrl), onError: showError });
  return (
    <SectionCard title={t('credits.packs.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {packs.map((pack) => (
          <Card key={pack.id} withBorder data-testid="credit-pack" data-pack={pack.id}>
            <Stack gap={4}>
              <Text fw={600}>{t('credits.packs.name', { credits: count(pack.credits), kind: t(`messages.credits.kinds.${pack.kind}`) })}</Text>
              <Text size="sm" c="dimmed">
                {t('credits.packs.validity', { months: pack.validityMonths })}
              </Text>
              <Group justify="space-between" mt="xs">
                <Text fw={500}>{formatMoney(pack.price)}</Text>
                <Button size="compact-sm" loading={buy.isPending && buy.variables.packId === pack.id} onClick={() => buy.mutate({ packId: pack.id })} data-testid="buy-pack">
                  {t('credits.packs.buy')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
