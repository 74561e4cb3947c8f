import { Card, MultiSelect, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '../../../core/shipping/constants.ts';
import type { TShippingZoneRow } from '../../../core/shipping/settings-schema.ts';
import { ZShippingZoneInput, type TShippingZoneInput } from '../../../core/shipping/zone-schema.ts';
import { useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { useSaveAndReturn } from '../../components/use-save-and-return.ts';
import { MY_STATE_OPTIONS } from '../../components/places.ts';
import { usePlaces } from '../../components/use-places.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

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
  const { t } = useTranslation();
  const places = usePlaces();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const form = useScreenForm<TShippingZoneInput>({ initialValues: zone ? valuesOf(zone) : BLANK, validate: schemaResolver(ZShippingZoneInput) });
  const create = trpc.shippingZones.create.useMutation();
  const update = trpc.shippingZones.update.useMutation();
  const values = form.getValues();
  const malaysia = values.countryCode === DEFAULT_COUNTRY;
  // Each refused postcode has its own message (unknown, or outside the zone's states): all are shown.
  const postcodeErrors = Object.entries(form.errors).flatMap(([path, message]) => (path.startsWith('postcodes.') ? [message] : []));

  const { submit, saving } = useSaveAndReturn(form, {
    save: (input) => (zone ? update.mutateAsync({ id: zone.id, zone: input }) : create.mutateAsync(input)),
    savedMessage: (saved) => t('salesSettings.zones.saved', { name: saved.name }),
    refresh: () => utils.shippingZones.invalidate(),
    back: LIST,
    // An update's input is { id, zone }; a new zone's is the zone itself (no prefix to take off).
    errorPrefix: 'zone.',
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
              data={places.countryOptions(values.countryCode)}
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
                data={MY_STATE_OPTIONS}
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
              error={form.errors.postcodes ?? (postcodeErrors.length > 0 ? postcodeErrors.join(' ') : undefined)}
              data-testid="zone-postcodes"
            />
            <Switch
              label={t('common.enabled')}
              readOnly={!canEdit}
              checked={values.status === 'enabled'}
              onChange={(e) => canEdit && form.setFieldValue('status', e.currentTarget.checked ? 'enabled' : 'disabled')}
            />
          </Stack>
        </Card>
        <SaveActions saving={saving} cancelTo={LIST} />
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
    <RecordPage listPath={LIST} listTitle={t('menu.shippingSettings')} adding={adding} record={zone}>
      {(row) => <ZoneForm key={row?.id} zone={row} />}
    </RecordPage>
  );
}
