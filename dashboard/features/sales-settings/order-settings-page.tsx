import { Alert, Center, Divider, Loader, Stack } from '@mantine/core';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { CheckoutSettingsCard } from './checkout-settings-card.tsx';
import { InvoiceSettingsCard } from './invoice-settings-card.tsx';
import { SiteKeyCard } from './site-key-card.tsx';

/** /mysales/setting: order settings, the invoice and checkout sections, and the website keys. */
export default function OrderSettingsPage() {
  const settings = trpc.orderSettings.get.useQuery(undefined, { staleTime: Infinity });
  let content;
  if (settings.error) content = <Alert color="red">{errorInfo(settings.error).message}</Alert>;
  else if (!settings.data)
    content = (
      <Center h={200}>
        <Loader />
      </Center>
    );
  else
    content = (
      <>
        <InvoiceSettingsCard invoice={settings.data.invoice} />
        <CheckoutSettingsCard checkout={settings.data.checkout} />
      </>
    );
  return (
    <Stack>
      {content}
      <Divider my="md" />
      <SiteKeyCard />
    </Stack>
  );
}
