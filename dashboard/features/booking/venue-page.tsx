import { Card, Select, Stack, Switch, Textarea } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZVenueInput, type TVenue, type TVenueInput } from '../../../core/booking/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { LocalizedInputs } from '../../components/localized-inputs.tsx';
import { MY_STATE_OPTIONS } from '../../components/places.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { BOOKING_PATHS as P, NEW_ID } from './paths.ts';

type Values = Required<TVenueInput>;

const valuesOf = (venue: TVenue | null): Values =>
  venue
    ? { nameEn: venue.nameEn, nameCn: venue.nameCn, nameBm: venue.nameBm, address: venue.address, state: venue.state, active: venue.active }
    : { nameEn: '', nameCn: '', nameBm: '', address: '', state: '', active: true };

function VenueForm({ venue }: { venue: TVenue | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.booking.createVenue.useMutation();
  const update = trpc.booking.updateVenue.useMutation();
  const form = useScreenForm<Values>({ initialValues: valuesOf(venue), validate: (values) => zodErrors(ZVenueInput.safeParse(values)) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const saved = venue ? await update.mutateAsync({ id: venue.id, venue: values }) : await create.mutateAsync(values);
      showSuccess(t('booking.venue.saved', { name: saved.nameEn }));
      await utils.booking.invalidate();
    },
    () => void navigate(P.venues),
    'venue.',
  );
  return (
    <form onSubmit={submit} noValidate data-testid="venue-form">
      <Card withBorder>
        <Stack>
          <LocalizedInputs form={form} field="name" label={t('booking.venue.name')} required />
          <Textarea label={t('booking.venue.address')} withAsterisk autosize minRows={2} {...form.getInputProps('address')} data-testid="venue-address" />
          <Select label={t('booking.venue.state')} placeholder={t('booking.venue.noState')} clearable data={MY_STATE_OPTIONS} {...form.getInputProps('state')} onChange={(value) => form.setFieldValue('state', (value ?? '') as Values['state'])} />
          <Switch label={t('booking.venue.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <SaveActions saving={saving} cancelTo={P.venues} saveTestId="save-venue" />
        </Stack>
      </Card>
    </form>
  );
}

/** /booking/place-venue/{bid}: a venue's names in EN, CN and BM, address, state and whether it is offered ('new' adds one). */
export default function VenuePage() {
  const { t } = useTranslation();
  const id = useParams().bid ?? '';
  const adding = id === NEW_ID;
  const venue = trpc.booking.venue.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={P.venues} listTitle={t('menu.bookingVenues')} adding={adding} record={venue} heading={venue.data?.nameEn}>
      {(data) => <VenueForm key={data?.id} venue={data} />}
    </RecordPage>
  );
}
