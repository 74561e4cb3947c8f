import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_ADD_ON } from '../../../core/plugins/constants.ts';
import type { TAddOnOverview } from '../../../core/plugins/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { useCalendarDay } from '../../components/day-format.ts';
import { formatMoney } from '../../components/format.ts';

/** The e-mail add-on: units of 5 extra users or 5 GB, MYR 159.00 a unit per year, billed annually, paid by card for the year shown. */
export function EmailAddOnCard({ overview, canEdit }: { overview: TAddOnOverview; canEdit: boolean }) {
  const { t } = useTranslation();
  const day = useCalendarDay();
  const [units, setUnits] = useState(1);
  const buy = trpc.plugins.buyEmailAddOn.useMutation({ onSuccess: ({ pageUrl }) => window.location.assign(pageUrl), onError: showError });
  const period = overview.nextEmailPeriod;
  return (
    <Card withBorder data-testid="email-add-on">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('messages.plugins.addOns.email')}
        </Title>
        <Text size="sm">{t('plugins.addOns.emailInfo', { users: EMAIL_ADD_ON.usersPerUnit, gigabytes: EMAIL_ADD_ON.gigabytesPerUnit, price: formatMoney(EMAIL_ADD_ON.priceSenPerUnitYear) })}</Text>
        <Text size="sm" data-testid="email-units-active">
          {t('plugins.addOns.unitsActive', { units: overview.emailUnitsActive })}
          {overview.emailPeriodEnd && ` · ${t('plugins.addOns.paidUntil', { date: day(overview.emailPeriodEnd) })}`}
        </Text>
        {canEdit && (
          <>
            <NumberInput
              label={t('plugins.addOns.units')}
              value={units}
              onChange={(value) => setUnits(typeof value === 'number' ? value : 1)}
              min={1}
              max={EMAIL_ADD_ON.maxUnits}
              clampBehavior="strict"
              allowDecimal={false}
              maw={200}
              data-testid="email-units"
            />
            <Text size="sm" data-testid="email-total">
              {t('plugins.addOns.total', { amount: formatMoney(units * EMAIL_ADD_ON.priceSenPerUnitYear), start: day(period.startDate), end: day(period.endDate) })}
            </Text>
            <Group>
              <Button loading={buy.isPending} onClick={() => buy.mutate({ units })} data-testid="email-buy">
                {t('plugins.addOns.buy')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
