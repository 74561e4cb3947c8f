import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';

/** /purchased-plugins: the paid plugins bought, with what was paid and when; back from a payment page it looks again until the plugin shows. */
export default function PurchasedPluginsPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const [params] = useSearchParams();
  const purchased = trpc.plugins.purchased.useQuery(undefined, { refetchInterval: params.has('purchase') ? 3000 : false });
  return (
    <Stack>
      {purchased.data?.length === 0 && <Text c="dimmed">{t('plugins.noPurchases')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {purchased.data?.map((p) => (
          <Card key={p.key} withBorder data-testid={`purchased-${p.key}`}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t(`messages.plugins.catalogue.${p.key}.name`)}
                </Text>
                <Badge color={p.active ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                  {t(`plugins.states.${p.active ? 'on' : 'off'}`)}
                </Badge>
              </Group>
              <Text size="sm">{t('plugins.paid', { amount: formatMoney(p.pricePaidSen), date: when(p.purchasedAt) })}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
