import { Alert, Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, Title, ActionIcon } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHARGE_FORMS_BY_TYPE, SHIPPING_TYPES, type TShippingType } from '../../../core/shipping/constants.ts';
import type { TShippingOptionRow } from '../../../core/shipping/settings-schema.ts';
import { useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { useSaveAndReturn } from '../../components/use-save-and-return.ts';
import { blankOption, optionInput, optionValues, validateOption, type OptionFormValues } from './option-form-values.ts';
import { TitleInputs } from './title-inputs.tsx';

const LIST = '/mysales/shipping-setting?section=options';

const useOptionForm = (initialValues: OptionFormValues) => useScreenForm<OptionFormValues>({ initialValues, validate: validateOption });
type Form = ReturnType<typeof useOptionForm>;

function Grams({ form, field, label }: { form: Form; field: string; label: string }) {
  return <NumberInput label={label} suffix=" g" min={0} allowDecimal={false} thousandSeparator="," {...form.getInputProps(field)} />;
}

function Money({ form, field, label, description }: { form: Form; field: string; label: string; description?: string }) {
  return <MoneyInput label={label} description={description} {...form.getInputProps(field)} />;
}

/** The figures of the chosen charge form. */
function ChargeFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const values = form.getValues();
  const chargeForm = values.type === 'per_item' ? 'per_item' : values.form;
  switch (chargeForm) {
    case 'each_order':
      return <Money form={form} field="amountSen" label={t('salesSettings.options.amount')} />;
    case 'one_time':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Money form={form} field="amountSen" label={t('salesSettings.options.amount')} />
          <Money form={form} field="freeAboveSen" label={t('salesSettings.options.freeAbove')} description={t('salesSettings.options.freeAboveHint')} />
        </SimpleGrid>
      );
    case 'per_gram':
      return <Money form={form} field="senPerKg" label={t('salesSettings.options.perKg')} description={t('salesSettings.options.perKgHint')} />;
    case 'first_subsequent':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Grams form={form} field="firstGrams" label={t('salesSettings.options.firstGrams')} />
          <Money form={form} field="firstSen" label={t('salesSettings.options.firstSen')} />
          <Grams form={form} field="nextGrams" label={t('salesSettings.options.nextGrams')} />
          <Money form={form} field="nextSen" label={t('salesSettings.options.nextSen')} />
        </SimpleGrid>
      );
    case 'weight_range':
      return (
        <Stack gap="xs" data-testid="weight-ranges">
          {values.ranges.map((_, i) => (
            <Group key={i} align="flex-start" wrap="nowrap">
              <Grams form={form} field={`ranges.${i}.minGrams`} label={t('salesSettings.options.minGrams')} />
              <Grams form={form} field={`ranges.${i}.maxGrams`} label={t('salesSettings.options.maxGrams')} />
              <Money form={form} field={`ranges.${i}.amountSen`} label={t('salesSettings.options.amount')} />
              {canEdit && (
                <ActionIcon mt={28} variant="subtle" color="red" aria-label={t('common.delete')} disabled={values.ranges.length === 1} onClick={() => form.removeListItem('ranges', i)}>
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {form.errors.ranges && <Text c="red" size="xs">{form.errors.ranges}</Text>}
          {canEdit && (
            <Group>
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('ranges', { minGrams: null, maxGrams: null, amountSen: null })}>
                {t('salesSettings.options.addRange')}
              </Button>
            </Group>
          )}
        </Stack>
      );
    case 'per_item':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Money form={form} field="amountSen" label={t('salesSettings.options.perItem')} />
          <Money form={form} field="maxSen" label={t('salesSettings.options.maxSen')} description={t('salesSettings.options.maxSenHint')} />
        </SimpleGrid>
      );
    default:
      return null;
  }
}

function OptionForm({ option, zoneId }: { option: TShippingOptionRow | null; zoneId: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const zones = trpc.shippingZones.list.useQuery();
  const form = useOptionForm(option ? optionValues(option) : blankOption(zoneId));
  const create = trpc.shippingOptions.create.useMutation();
  const update = trpc.shippingOptions.update.useMutation();
  const values = form.getValues();
  const forms = CHARGE_FORMS_BY_TYPE[values.type];

  const { submit, saving } = useSaveAndReturn(form, {
    save: (v) => {
      const input = optionInput(v) as Parameters<typeof create.mutateAsync>[0];
      return option ? update.mutateAsync({ id: option.id, option: input }) : create.mutateAsync(input);
    },
    savedMessage: (saved) => t('salesSettings.options.saved', { name: saved.titleEn }),
    // A zone's row counts its options.
    refresh: () => Promise.all([utils.shippingOptions.invalidate(), utils.shippingZones.invalidate()]),
    back: LIST,
    // The form checked the charge with the same schema; what the server adds names the option's own fields.
    errorPrefix: 'option.',
  });

  return (
    <form onSubmit={submit} noValidate data-testid="option-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <TitleInputs form={form} label={t('salesSettings.options.title')} />
            <Textarea label={t('salesSettings.description')} autosize minRows={2} {...form.getInputProps('description')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('salesSettings.options.zone')}
                withAsterisk
                searchable
                data={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
                {...form.getInputProps('zoneId')}
                onChange={(id) => form.setFieldValue('zoneId', id ?? '')}
                data-testid="option-zone"
              />
              <NumberInput label={t('salesSettings.sorting')} min={0} allowDecimal={false} {...form.getInputProps('sort')} />
              <Stack gap="xs" pt={24}>
                <Switch
                  label={t('common.enabled')}
                  readOnly={!canEdit}
                  checked={values.status === 'enabled'}
                  onChange={(e) => canEdit && form.setFieldValue('status', e.currentTarget.checked ? 'enabled' : 'disabled')}
                />
                <Checkbox label={t('salesSettings.options.cod')} {...form.getInputProps('cod', { type: 'checkbox' })} />
              </Stack>
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack>
            <Title order={4}>{t('salesSettings.options.charges')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('salesSettings.options.type')}
                allowDeselect={false}
                data={SHIPPING_TYPES.map((type) => ({ value: type, label: t(`salesSettings.types.${type}`) }))}
                {...form.getInputProps('type')}
                onChange={(type) => {
                  const next = (type ?? 'free_shipping') as TShippingType;
                  form.setFieldValue('type', next);
                  const allowed: readonly string[] = CHARGE_FORMS_BY_TYPE[next];
                  form.setFieldValue('form', allowed.length === 1 ? (allowed[0] as OptionFormValues['form']) : allowed.includes(values.form) ? values.form : '');
                }}
                data-testid="option-type"
              />
              {forms.length > 1 && (
                <Select
                  label={t('salesSettings.options.form')}
                  withAsterisk
                  data={forms.map((f) => ({ value: f, label: t(`salesSettings.forms.${f}`) }))}
                  {...form.getInputProps('form')}
                  onChange={(f) => form.setFieldValue('form', (f ?? '') as OptionFormValues['form'])}
                  data-testid="option-form-select"
                />
              )}
            </SimpleGrid>
            {values.type === 'quote_shipping' && <Alert color="blue">{t('salesSettings.options.quoteHint')}</Alert>}
            <ChargeFields form={form} />
          </Stack>
        </Card>
        <SaveActions saving={saving} cancelTo={LIST} />
      </Stack>
    </form>
  );
}

/** /mysales/shipping-setting/option/{sid}: a shipping option, its zone and how it charges ('new' adds one; ?zone= preselects the zone). */
export default function OptionEditPage() {
  const { t } = useTranslation();
  const sid = useParams().sid ?? '';
  const [search] = useSearchParams();
  const adding = sid === 'new';
  const option = trpc.shippingOptions.get.useQuery({ id: sid }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={LIST} listTitle={t('menu.shippingSettings')} adding={adding} record={option}>
      {(row) => (row ? <OptionForm key={row.id} option={row} zoneId={row.zoneId} /> : <OptionForm option={null} zoneId={search.get('zone') ?? ''} />)}
    </RecordPage>
  );
}
