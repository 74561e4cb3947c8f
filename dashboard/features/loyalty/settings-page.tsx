import { Alert, Center, Loader, Stack } from '@mantine/core';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { LoyaltySettingsCard } from './loyalty-settings-card.tsx';
import { RuleList } from './rule-list.tsx';

/** /mysales/loyalty-and-reward/setting: the loyalty settings and the reward rules. */
export default function LoyaltySettingsPage() {
  const setting = trpc.loyalty.settings.useQuery();
  let card;
  if (setting.error) card = <Alert color="red">{errorInfo(setting.error).message}</Alert>;
  else if (!setting.data)
    card = (
      <Center h={120}>
        <Loader />
      </Center>
    );
  else card = <LoyaltySettingsCard key={String(setting.data.updatedAt)} setting={setting.data} />;
  return (
    <Stack>
      {card}
      <RuleList />
    </Stack>
  );
}
