import { Alert, Badge, Button, Card, Center, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BIRTHDAY_LIMITS as L, BIRTHDAY_TRANSITIONS, type BirthdayAction } from '../../../core/birthday/constants.ts';
import { ZBirthdaySettingsInput, type TBirthdayCampaign } from '../../../core/birthday/schema.ts';
import { DISCOUNT_TYPE_IDS } from '../../../core/vouchers/constants.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { formValuesOf, toSettingsInput, type SettingsFormValues } from './settings-form-values.ts';

const STATUS_COLOR = { 1: 'gray', 2: 'green', 3: 'orange' } as const;

/** The status badge and the Start / Suspend button the status allows. */
function StatusBar({ campaign, canEdit }: { campaign: TBirthdayCampaign; canEdit: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const start = trpc.birthdayCampaign.start.useMutation();
  const suspend = trpc.birthdayCampaign.suspend.useMutation();
  const allowed = (action: BirthdayAction) => canEdit && campaign.saved && (BIRTHDAY_TRANSITIONS[action].from as readonly number[]).includes(campaign.status);
  const act = (action: BirthdayAction) =>
    void (action === 'start' ? start : suspend).mutateAsync().then(async () => {
      showSuccess(t(`birthdayCampaign.${action}ed`));
      await utils.birthdayCampaign.get.invalidate();
    }, showError);
  return (
    <Card withBorder>
      <Group justify="space-between">
        <Group>
          <Badge color={STATUS_COLOR[campaign.status]} variant="light" size="lg" data-testid="birthday-status">
            {t(`birthdayCampaign.statuses.${campaign.status}`)}
          </Badge>
          {campaign.voucherCode && <Text size="sm">{t('birthdayCampaign.voucherCode', { code: campaign.voucherCode })}</Text>}
          <Text size="sm" c="dimmed">
            {t('birthdayCampaign.issued', { count: campaign.issued })}
          </Text>
        </Group>
        <Group>
          {allowed('start') && (
            <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => act('start')} loading={start.isPending} data-testid="birthday-start">
              {t('birthdayCampaign.start')}
            </Button>
          )}
          {allowed('suspend') && (
            <Button color="orange" leftSection={<IconPlayerPause size={16} />} onClick={() => act('suspend')} loading={suspend.isPending} data-testid="birthday-suspend">
              {t('birthdayCampaign.suspend')}
            </Button>
          )}
        </Group>
      </Group>
      {!campaign.saved && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('birthdayCampaign.saveFirst')}
        </Text>
      )}
    </Card>
  );
}

function SettingsForm({ campaign }: { campaign: TBirthdayCampaign }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.birthdayCampaign.save.useMutation();
  const form = useScreenForm<SettingsFormValues>({
    initialValues: formValuesOf(campaign),
    // The server's schema, on the values as they will be sent.
    validate: (values) => zodErrors(ZBirthdaySettingsInput.safeParse(toSettingsInput(values))),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(toSettingsInput(values));
      showSuccess(t('birthdayCampaign.saved'));
      await utils.birthdayCampaign.get.invalidate();
    } catch (error) {
      showFormError(form, error);
    }
  });
  const discount = form.getValues().discountType;
  return (
    <form onSubmit={submit} noValidate data-testid="birthday-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <TextInput label={t('birthdayCampaign.emailTitle')} withAsterisk {...form.getInputProps('emailTitle')} data-testid="birthday-email-title" />
            <Select
              label={t('birthdayCampaign.discountType')}
              withAsterisk
              allowDeselect={false}
              data={DISCOUNT_TYPE_IDS.map((id) => ({ value: String(id), label: t(`vouchers.discountTypes.${id}`) }))}
              {...form.getInputProps('discountType')}
              data-testid="birthday-discount-type"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {discount === '1' && <MoneyInput label={t('birthdayCampaign.amount')} withAsterisk {...form.getInputProps('amountSen')} data-testid="birthday-amount" />}
              {(discount === '2' || discount === '3') && (
                <NumberInput label={t('birthdayCampaign.percent')} withAsterisk min={0} max={L.maxPercent} decimalScale={2} suffix="%" {...form.getInputProps('percent')} data-testid="birthday-percent" />
              )}
              {discount === '3' && <MoneyInput label={t('birthdayCampaign.maxDiscount')} withAsterisk {...form.getInputProps('maxDiscountSen')} data-testid="birthday-max-discount" />}
              <MoneyInput label={t('birthdayCampaign.minCart')} {...form.getInputProps('minCartSen')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('birthdayCampaign.validDays')}
                description={t('birthdayCampaign.validDaysHint')}
                withAsterisk
                min={L.validDaysMin}
                max={L.validDaysMax}
                allowDecimal={false}
                {...form.getInputProps('validDays')}
                data-testid="birthday-valid-days"
              />
              <NumberInput
                label={t('birthdayCampaign.preSendDays')}
                description={t('birthdayCampaign.preSendDaysHint', { min: L.preSendDaysMin, max: L.preSendDaysMax })}
                withAsterisk
                min={L.preSendDaysMin}
                max={L.preSendDaysMax}
                allowDecimal={false}
                {...form.getInputProps('preSendDays')}
                data-testid="birthday-pre-send-days"
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <SaveActions saving={save.isPending} />
      </Stack>
    </form>
  );
}

/** /mysales/marketing-tools/birthday-campaigns: the campaign's settings, its status, and Start / Suspend. */
export default function BirthdayPage() {
  const canEdit = useCanEdit();
  const campaign = trpc.birthdayCampaign.get.useQuery();
  let content;
  if (campaign.error) content = <Alert color="red">{errorInfo(campaign.error).message}</Alert>;
  else if (!campaign.data)
    content = (
      <Center h={200}>
        <Loader />
      </Center>
    );
  else
    content = (
      <>
        <StatusBar campaign={campaign.data} canEdit={canEdit} />
        <SettingsForm key={String(campaign.data.saved)} campaign={campaign.data} />
      </>
    );
  return (
    <Stack>
      {content}
    </Stack>
  );
}

