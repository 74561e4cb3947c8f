import { Card, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { SenderCard } from './sender-card.tsx';
import { TemplateCard } from './template-card.tsx';

/** /mysales/ecommerce-mail-setting: the sender of the order e-mails and each e-mail's template, with a preview. */
export default function OrderMailsPage() {
  const { t } = useTranslation();
  const settings = trpc.orderMails.get.useQuery(undefined, { staleTime: Infinity, gcTime: 0 });
  if (!settings.data) return null;
  return (
    <Stack>
      <SenderCard settings={settings.data} />
      <Card withBorder>
        <Tabs defaultValue="order_placed" keepMounted={false}>
          <Tabs.List>
            {settings.data.templates.map((tpl) => (
              <Tabs.Tab key={tpl.kind} value={tpl.kind} data-testid={`tab-${tpl.kind}`}>
                {t(`messages.orderMails.kinds.${tpl.kind}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {settings.data.templates.map((tpl) => (
            <Tabs.Panel key={`${tpl.kind}-${tpl.custom}`} value={tpl.kind}>
              <TemplateCard template={tpl} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
    </Stack>
  );
}
