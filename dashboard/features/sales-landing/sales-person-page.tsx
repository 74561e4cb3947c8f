import { Card, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SALES_PERSON_LIMITS as L } from '../../../core/sales-landing/constants.ts';
import { ZSalesPersonInput, type TSalesPerson, type TSalesPersonInput } from '../../../core/sales-landing/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { PictureInput } from '../../components/picture-input.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { SALES_LANDING_PATHS as P } from './paths.ts';

type Values = Required<Omit<TSalesPersonInput, 'photoId' | 'nameCardId' | 'backgroundId'>> & { photoId: string | null; nameCardId: string | null; backgroundId: string | null };

const TEXT_FIELDS = ['name', 'contact', 'email', 'position', 'whatsapp', 'customUrl', 'facebookUrl', 'instagramUrl', 'tiktokUrl', 'metaTitle', 'metaDescription'] as const;

const valuesOf = (p: TSalesPerson | null): Values => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, p ? p[f] : ''])) as Record<(typeof TEXT_FIELDS)[number], string>),
  photoId: p?.photo?.id ?? null,
  nameCardId: p?.nameCard?.id ?? null,
  backgroundId: p?.background?.id ?? null,
});

function SalesPersonForm({ person }: { person: TSalesPerson | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.salesLanding.create.useMutation();
  const update = trpc.salesLanding.update.useMutation();
  const form = useScreenForm<Values>({ initialValues: valuesOf(person), validate: (values) => zodErrors(ZSalesPersonInput.safeParse(values)) });
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = person ? await update.mutateAsync({ id: person.id, person: values }) : await create.mutateAsync(values);
      showSuccess(t('salesLanding.saved', { name: saved.name }));
      await utils.salesLanding.invalidate();
      void navigate(P.list);
    } catch (error) {
      showFormError(form, error, 'person.');
    }
  });
  const text = (field: (typeof TEXT_FIELDS)[number], max: number, required = false) => (
    <TextInput label={t(`salesLanding.fields.${field}`)} withAsterisk={required} maxLength={max} {...form.getInputProps(field)} data-testid={`sales-${field}`} />
  );
  const picture = (field: 'photoId' | 'nameCardId' | 'backgroundId', purpose: 'sales-photo' | 'sales-name-card' | 'sales-background') => (
    <PictureInput purpose={purpose} label={t(`salesLanding.fields.${field}`)} value={form.getValues()[field]} onChange={(id) => form.setFieldValue(field, id)} error={form.errors[field]} />
  );
  return (
    <form onSubmit={submit} noValidate data-testid="sales-person-form">
      <Stack>
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('name', L.nameMaxChars, true)}
            {text('position', L.positionMaxChars)}
            {text('contact', L.contactMaxChars, true)}
            {text('email', L.emailMaxChars, true)}
            {text('whatsapp', L.contactMaxChars)}
            <TextInput label={t('salesLanding.fields.customUrl')} description={t('salesLanding.customUrlHint')} withAsterisk maxLength={L.customUrlMaxChars} {...form.getInputProps('customUrl')} data-testid="sales-customUrl" />
          </SimpleGrid>
        </Card>
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('facebookUrl', L.urlMaxChars)}
            {text('instagramUrl', L.urlMaxChars)}
            {text('tiktokUrl', L.urlMaxChars)}
          </SimpleGrid>
        </Card>
        <Card withBorder>
          <Stack>
            {text('metaTitle', L.metaTitleMaxChars)}
            <Textarea label={t('salesLanding.fields.metaDescription')} maxLength={L.metaDescriptionMaxChars} autosize minRows={2} {...form.getInputProps('metaDescription')} />
          </Stack>
        </Card>
        <Card withBorder>
          <Stack>
            {picture('photoId', 'sales-photo')}
            {picture('nameCardId', 'sales-name-card')}
            {picture('backgroundId', 'sales-background')}
          </Stack>
        </Card>
        <SaveActions saving={create.isPending || update.isPending} cancelTo={P.list} saveTestId="save-sales-person" />
      </Stack>
    </form>
  );
}

/** /profile/{id}/sales-landing-details: a sales person's details and pictures ('new' adds one). */
export default function SalesPersonPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const adding = id === 'new';
  const person = trpc.salesLanding.get.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={P.list} listTitle={t('menu.salesLanding')} adding={adding} record={person}>
      {(data) => <SalesPersonForm key={data?.id} person={data} />}
    </RecordPage>
  );
}
