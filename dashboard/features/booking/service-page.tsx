import { Card, MultiSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS } from '../../../core/booking/constants.ts';
import { ZServiceInput, type TService } from '../../../core/booking/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { useVenueOptions } from './option-filters.tsx';
import { BOOKING_PATHS as P, NEW_ID } from './paths.ts';
import { serviceInputOf, serviceValuesOf, type ServiceValues } from './service-form-values.ts';
import { WeekdayEditor } from './weekday-editor.tsx';

function ServiceForm({ service }: { service: TService | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.booking.createService.useMutation();
  const update = trpc.booking.updateService.useMutation();
  const venues = useVenueOptions();
  // core's schema, on the values as they will be sent.
  const form = useScreenForm<ServiceValues>({ initialValues: serviceValuesOf(service), validate: (values) => zodErrors(ZServiceInput.safeParse(serviceInputOf(values))) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const input = serviceInputOf(values);
      const saved = service ? await update.mutateAsync({ id: service.id, service: input }) : await create.mutateAsync(input);
      showSuccess(t('booking.service.saved', { name: saved.name }));
      await utils.booking.invalidate();
    },
    () => void navigate(P.services),
    'service.',
  );
  return (
    <form onSubmit={submit} noValidate data-testid="service-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <TextInput label={t('booking.service.name')} withAsterisk maxLength={BOOKING_LIMITS.serviceName} {...form.getInputProps('name')} data-testid="service-name" />
            <MultiSelect label={t('booking.service.venues')} withAsterisk searchable data={venues} {...form.getInputProps('venueIds')} data-testid="service-venues" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput label={t('booking.service.slotsPerPerson')} description={t('booking.service.slotsPerPersonHint')} min={1} max={BOOKING_LIMITS.slots} allowDecimal={false} {...form.getInputProps('slotsPerPerson')} data-testid="service-slots-per-person" />
              <MoneyInput label={t('booking.service.price')} description={t('booking.service.priceHint')} {...form.getInputProps('priceSen')} data-testid="service-price" />
            </SimpleGrid>
            <Textarea label={t('booking.service.description')} autosize minRows={3} maxRows={12} {...form.getInputProps('description')} />
            <Switch label={t('booking.service.approvalRequired')} description={t('booking.service.approvalHint')} {...form.getInputProps('approvalRequired', { type: 'checkbox' })} data-testid="service-approval" />
            <Switch label={t('booking.service.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          </Stack>
        </Card>
        <WeekdayEditor form={form} />
        <SaveActions saving={saving} cancelTo={P.services} saveTestId="save-service" />
      </Stack>
    </form>
  );
}

/** /booking/services/{sid}: a service, the venues it is given at, its price, approval and weekday times ('new' adds one). */
export default function ServicePage() {
  const { t } = useTranslation();
  const id = useParams().sid ?? '';
  const adding = id === NEW_ID;
  const service = trpc.booking.service.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={P.services} listTitle={t('menu.bookingServices')} adding={adding} record={service} heading={service.data?.name}>
      {(data) => <ServiceForm key={data?.id} service={data} />}
    </RecordPage>
  );
}
