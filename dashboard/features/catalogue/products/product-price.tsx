import { Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../components/format.ts';

/** The price a buyer pays; a discounted price shows the normal one struck through below it. */
export function ProductPrice({ priceSen, discountedPriceSen }: { priceSen: number; discountedPriceSen: number | null }) {
  if (discountedPriceSen === null) return <Text size="sm">{formatMoney(priceSen)}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" c="red">
        {formatMoney(discountedPriceSen)}
      </Text>
      <Text size="xs" c="dimmed" td="line-through">
        {formatMoney(priceSen)}
      </Text>
    </Stack>
  );
}
