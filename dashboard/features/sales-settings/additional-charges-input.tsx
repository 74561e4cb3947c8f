import { useState } from 'react';
import { ActionIcon, Button, Card, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCheckoutSettingsInputRaw } from '../../../core/sales-settings/schema.ts';
import { ADDITIONAL_CHARGE_CONDITIONS as C, SHIPPING_MESSAGES, type TConditionType } from '../../../core/shipping/constants.ts';
import type { UseFormReturnType } from '@mantine/form';
import { useCanEdit } from '../../app/screen-access.tsx';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { translateMessage } from '../../i18n/messages.ts';

type Form = UseFormReturnType<TCheckoutSettingsInputRaw>;
type Charge = TCheckoutSettingsInputRaw['additionalCharges'][number];

const TYPES = Object.values(C) as TConditionType[];

function blankCharge(conditionType: TConditionType): Charge {
  const base = { name: '', charge: { kind: 'fixed' as const, amountSen: 0 } };
  if (conditionType === C.byCategory) return { ...base, conditionType, categoryId: '' };
  if (conditionType === C.subtotalBelow || conditionType === C.subtotalAbove) return { ...base, conditionType, thresholdSen: 0 };
  return { ...base, conditionType: C.perOrder };
}

/** Additional charges of the checkout: a condition type must be chosen before a charge is added (not by a viewer). */
export function AdditionalChargesInput({ form }: { form: Form }) {
  const { t } = useTranslation();
  const canSeeCategories = useSession().can('manage', 'view');
  const canEdit = useCanEdit();
  const categories = trpc.categories.list.useQuery(undefined, { enabled: canSeeCategories });
  const [type, setType] = useState<string | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const charges = form.getValues().additionalCharges;

  const add = () => {
    if (!type) {
      setTypeError(translateMessage(SHIPPING_MESSAGES.conditionTypeRequired));
      return;
    }
    form.insertListItem('additionalCharges', blankCharge(Number(type) as TConditionType));
    setType(null);
  };

  return (
    <Stack gap="xs" data-testid="additional-charges">
      <Text size="sm" fw={500}>
        {t('salesSettings.checkout.additionalCharges')}
      </Text>
      {charges.map((charge, i) => (
        <Card key={i} withBorder padding="xs">
          <Group align="flex-start" wrap="wrap">
            <Text size="sm" fw={600} w={180} mt={30}>
              {t(`salesSettings.conditions.${charge.conditionType}`)}
            </Text>
            <TextInput label={t('salesSettings.checkout.chargeName')} {...form.getInputProps(`additionalCharges.${i}.name`)} w={180} />
            {'thresholdSen' in charge && (
              <MoneyInput label={t('salesSettings.checkout.threshold')} {...form.getInputProps(`additionalCharges.${i}.thresholdSen`)} w={150} />
            )}
            {'categoryId' in charge && (
              <Select
                label={t('salesSettings.checkout.category')}
                searchable
                data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.path }))}
                {...form.getInputProps(`additionalCharges.${i}.categoryId`)}
                value={charge.categoryId || null}
                onChange={(id) => form.setFieldValue(`additionalCharges.${i}.categoryId` as never, (id ?? '') as never)}
                w={220}
              />
            )}
            <SegmentedControl
              mt={25}
              data={[
                { value: 'fixed', label: t('salesSettings.checkout.fixed') },
                { value: 'percent', label: t('salesSettings.checkout.percent') },
              ]}
              {...form.getInputProps(`additionalCharges.${i}.charge.kind`)}
              value={charge.charge.kind}
              onChange={(kind) => form.setFieldValue(`additionalCharges.${i}.charge` as never, (kind === 'fixed' ? { kind, amountSen: 0 } : { kind, percent: 0 }) as never)}
            />
            {charge.charge.kind === 'fixed' ? (
              <MoneyInput label={t('salesSettings.checkout.amount')} {...form.getInputProps(`additionalCharges.${i}.charge.amountSen`)} w={140} />
            ) : (
              <NumberInput label={t('salesSettings.checkout.percent')} suffix="%" min={0} max={100} allowDecimal={false} {...form.getInputProps(`additionalCharges.${i}.charge.percent`)} w={120} />
            )}
            {canEdit && (
              <ActionIcon mt={30} variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => form.removeListItem('additionalCharges', i)}>
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        </Card>
      ))}
      {canEdit && (
        <Group align="flex-start">
          <Select
            placeholder={t('salesSettings.checkout.conditionType')}
            aria-label={t('salesSettings.checkout.conditionType')}
            data={TYPES.map((c) => ({ value: String(c), label: t(`salesSettings.conditions.${c}`) }))}
            value={type}
            onChange={(value) => {
              setType(value);
              setTypeError(null);
            }}
            error={typeError}
            w={260}
            data-testid="condition-type"
          />
          <Button variant="light" leftSection={<IconPlus size={14} />} onClick={add} data-testid="add-charge">
            {t('salesSettings.checkout.addCharge')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
