import { Alert, Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SME_EMPLOYEE_RANGES, SME_INDUSTRIES, SME_INTENTIONS, SME_LIMITS as L, SME_STATES } from '../../../core/sme/constants.ts';
import { ZSmeSetupInput, type TSmeOverview, type TSmeSetupInput } from '../../../core/sme/schema.ts';
import { MY_STATES } from '../../../core/shipping/constants.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { PictureInput } from '../../components/picture-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { SmeNav } from './sme-nav.tsx';

type Values = Omit<TSmeSetupInput, 'founded' | 'terms' | 'industry' | 'state' | 'employees'> & { founded: number | string; terms: boolean; industry: string; state: string; employees: string };

const inputOf = ({ founded, ...v }: Values) => ({ ...v, founded: typeof founded === 'number' ? founded : Number.NaN }) as TSmeSetupInput;

function valuesOf(overview: TSmeOverview): Values {
  const p = overview.profile;
  if (!p) return { companyName: '', industry: '', homeTitle: '', shortServices: '', state: '', area: '', founded: '', employees: '', intentions: [], certificatePhotoId: '', contactName: '', contactPhone: '', contactEmail: '', terms: false };
  return { companyName: p.companyName, industry: p.industry, homeTitle: p.homeTitle, shortServices: p.shortServices, state: p.state, area: p.area, founded: p.founded, employees: p.employees, intentions: p.intentions, certificatePhotoId: p.certificatePhotoId, contactName: p.contact.name, contactPhone: p.contact.phone, contactEmail: p.contact.email, terms: true };
}

function SetupForm({ overview }: { overview: TSmeOverview }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const setup = trpc.sme.setup.useMutation();
  const form = useScreenForm<Values>({ initialValues: valuesOf(overview), validate: (v) => zodErrors(ZSmeSetupInput.safeParse(inputOf(v))) });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      await setup.mutateAsync(inputOf(v));
      await utils.sme.invalidate();
    },
    () => showSuccess(t(overview.profile ? 'sme.setup.saved' : 'sme.setup.joined')),
  );
  const options = (codes: readonly string[], group: string) => codes.map((code) => ({ value: code, label: t(`sme.${group}.${code}`) }));
  return (
    <form onSubmit={submit} noValidate data-testid="sme-setup-form">
      <Stack>
        {!overview.profile && <Alert data-testid="sme-seats">{t('sme.setup.seatsLeft', { seats: overview.seatsLeft })}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('sme.fields.companyName')} withAsterisk maxLength={L.companyNameMaxChars} {...form.getInputProps('companyName')} data-testid="sme-company-name" />
          <Select label={t('sme.fields.industry')} withAsterisk data={options(SME_INDUSTRIES, 'industries')} {...form.getInputProps('industry')} data-testid="sme-industry" />
          <TextInput label={t('sme.fields.homeTitle')} withAsterisk maxLength={L.homeTitleMaxChars} {...form.getInputProps('homeTitle')} data-testid="sme-home-title" />
          <NumberInput label={t('sme.fields.founded')} withAsterisk allowDecimal={false} {...form.getInputProps('founded')} data-testid="sme-founded" />
          <Select label={t('sme.fields.state')} withAsterisk data={SME_STATES.map((code) => ({ value: code, label: MY_STATES[code].name }))} {...form.getInputProps('state')} data-testid="sme-state" />
          <TextInput label={t('sme.fields.area')} withAsterisk maxLength={L.areaMaxChars} {...form.getInputProps('area')} data-testid="sme-area" />
          <Select label={t('sme.fields.employees')} withAsterisk data={SME_EMPLOYEE_RANGES.map((r) => ({ value: r, label: r }))} {...form.getInputProps('employees')} data-testid="sme-employees" />
        </SimpleGrid>
        <Textarea label={t('sme.fields.shortServices')} withAsterisk autosize minRows={2} maxLength={L.shortServicesMaxChars} {...form.getInputProps('shortServices')} data-testid="sme-services" />
        <Checkbox.Group label={t('sme.fields.intentions')} withAsterisk {...form.getInputProps('intentions')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {SME_INTENTIONS.map((code) => (
              <Checkbox key={code} value={code} label={t(`sme.intentions.${code}`)} data-testid={`sme-intention-${code}`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <PictureInput purpose="sme-picture" label={t('sme.fields.certificatePhoto')} withAsterisk value={form.getValues().certificatePhotoId || null} onChange={(id) => form.setFieldValue('certificatePhotoId', id ?? '')} error={form.errors.certificatePhotoId} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('sme.fields.contactName')} withAsterisk maxLength={L.nameMaxChars} {...form.getInputProps('contactName')} data-testid="sme-contact-name" />
          <TextInput label={t('sme.fields.contactPhone')} withAsterisk maxLength={L.phoneMaxChars} {...form.getInputProps('contactPhone')} data-testid="sme-contact-phone" />
          <TextInput label={t('sme.fields.contactEmail')} withAsterisk maxLength={L.emailMaxChars} {...form.getInputProps('contactEmail')} data-testid="sme-contact-email" />
        </SimpleGrid>
        <Checkbox label={t('sme.fields.terms')} {...form.getInputProps('terms', { type: 'checkbox' })} data-testid="sme-terms" />
        <SaveActions saving={saving} saveTestId="sme-save" />
      </Stack>
    </form>
  );
}

/** /sme/setup: the merchant's SME profile; the first save joins the programme (the first 500 SMEs). */
export default function SmeSetupPage() {
  const overview = trpc.sme.overview.useQuery();
  return (
    <>
      <SmeNav />
      {overview.data && <SetupForm overview={overview.data} />}
    </>
  );
}
