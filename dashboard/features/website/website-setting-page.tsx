import { Center, Loader, Stack } from '@mantine/core';
import { trpc } from '../../app/trpc.ts';
import { InstallmentsCard } from './installments-card.tsx';
import { WebsiteSettingForm } from './website-setting-form.tsx';

/** The website setting's parts, loaded: installments, then the setting form. */
export function WebsiteSettingParts() {
  const settings = trpc.website.settings.get.useQuery();
  return (
    <Stack>
      <InstallmentsCard />
      {settings.data ? <WebsiteSettingForm settings={settings.data} /> : <Center py="xl">{settings.error ? null : <Loader size="sm" />}</Center>}
    </Stack>
  );
}

/** /website/setting: installments, inquiry, reviews, layout, watermark, pop-ups, social and WhatsApp notifications. */
export default function WebsiteSettingPage() {
  return <WebsiteSettingParts />;
}
