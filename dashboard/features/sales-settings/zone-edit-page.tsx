import { useMemo } from 'react';
import { Alert, Card, MultiSelect, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY, MY_STATES, MY_STATE_CODES } from '../../../core/shipping/constants.ts';
import { isKnownPostcode, isPostcodeFormat } from '../../../core/shipping/postcodes.ts';
import { ZShippingZoneInput, type TShippingZoneInput } from '../../../core/shipping/schema.ts';
import type { TShippingZoneRow } from '../../../core/shipping/settings-schema.ts';
import { showDialog } from '../../app/dialogs.tsx';
import { showFormError } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { countryOptions } from './countries.ts';
import { ShippingEditFrame } from './shipping-edit-frame.tsx';
import { useCanEditMySales } from './use-can-edit.ts';

const LIST = '/mysales/shipping-setting';
const BLANK: TShippingZoneInput = { name: '', countryCode: DEFAULT_COUNTRY, stateCodes: [], postcodes: [], status: 'enabled' };

const valuesOf = (zone: TShippingZoneRow): TShippingZoneInput => ({
  name: zone.name,
  countryCode: zone.countryCode,
  stateCodes: zone.stateCodes,
  postcodes: zone.postcodes,
  status: zone.status,
});

function ZoneForm({ zone }: { zone: TShippingZoneRow | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const canEdit = useCanEditMySales();
  const form = useForm<TShippingZoneInput>({ initialValues: zone ? valuesOf(zone) : BLANK, validate: schemaResolver(ZShippingZoneInput, { sync: true }) });
  const create = trpc.shippingZones.create.useMutation();
  const update = trpc.shippingZones.update.useMutation();
  const values = form.getValues();
  const malaysia = values.countryCode === DEFAULT_COUNTRY;
  // Well-formed postcodes the postcode data does not know: saved as typed, but worth a second look.
  const unknown = useMemo(() => (malaysia ? values.postcodes.filter((p) => isPostcodeFormat(p) && !isKnownPostcode(p)) : []), [malaysia, values.postcodes]);
  const postcodeErrors = Object.entries(form.errors).filter(([path]) => path.startsWith('postcodes'));

  const submit = form.onSubmit(async (input) => {
    try {
      const saved = zone ? await update.mutateAsync({ id: zone.id, zone: input }) : await create.mutateAsync(input);
      showDialog('success', t('salesSettings.zones.saved', { name: saved.name }));
      await utils.shippingZones.invalidate();
      void navigate(LIST);
    } catch (error) {
      showFormError(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="zone-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <TextInput label={t('salesSettings.zones.name')} withAsterisk {...form.getInputProps('name')} />
            <Select
              label={t('salesSettings.country')}
              searchable
              allowDeselect={false}
              data={countryOptions(i18n.language, values.countryCode)}
              {...form.getInputProps('countryCode')}
              onChange={(code) => {
                form.setFieldValue('countryCode', code ?? DEFAULT_COUNTRY);
                if (code !== DEFAULT_COUNTRY) form.setFieldValue('stateCodes', []);
              }}
            />
            {malaysia && (
              <MultiSelect
                label={t('salesSettings.zones.states')}
                description={t('salesSettings.zones.statesHint')}
                searchable
                clearable
                data={MY_STATE_CODES.map((code) => ({ value: code, label: MY_STATES[code].name }))}
                {...form.getInputProps('stateCodes')}
                data-testid="zone-states"
              />
            )}
            <TagsInput
              label={t('salesSettings.zones.postcodes')}
              description={t('salesSettings.zones.postcodesHint')}
              splitChars={[',', ' ', '\n']}
              clearable
              {...form.getInputProps('postcodes')}
              error={form.errors.postcodes ?? postcodeErrors[0]?.[1]}
              data-testid="zone-postcodes"
            />
            {unknown.length > 0 && (
              <Alert color="yellow" title={t('dialog.notice')} data-testid="unknown-postcodes">
                {t('salesSettings.zones.unknownPostcodes', { postcodes: unknown.join(', ') })}
              </Alert>
            )}
            <Switch
              label={t('common.enabled')}
              checked={values.status === 'enabled'}
              onChange={(e) => form.setFieldValue('status', e.currentTarget.checked ? 'enabled' : 'disabled')}
            />
          </Stack>
        </Card>
        <SaveActions canSave={canEdit} saving={create.isPending || update.isPending} cancelTo={LIST} />
      </Stack>
    </form>
  );
}

/** /mysales/shipping-setting/{zid}: a shipping zone's name, country, states, postcodes and status ('new' adds one). */
export default function ZoneEditPage() {
  const { t } = useTranslation();
  const zid = useParams().zid ?? '';
  const adding = zid === 'new';
  const zone = trpc.shippingZones.get.useQuery({ id: zid }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <ShippingEditFrame
      title={t(adding ? 'salesSettings.zones.add' : 'salesSettings.zones.edit')}
      back={LIST}
      adding={adding}
      query={zone}
      form={(row) => (row ? <ZoneForm key={row.id} zone={row} /> : <ZoneForm zone={null} />)}
    />
  );
}
