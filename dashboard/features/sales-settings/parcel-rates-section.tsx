import { Stack } from '@mantine/core';
import { RateAddressesCard } from './parcel-rate-addresses-card.tsx';
import { RateSettingsCard } from './parcel-rate-settings-card.tsx';

/** The parcel-rate service's section of /mysales/shipping-setting: its key and switches, and the merchant addresses. */
export function RatesSection() {
  return (
    <Stack>
      <RateSettingsCard />
      <RateAddressesCard />
    </Stack>
  );
}
