import { Card, ColorInput, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SALES_PERSON_LIMITS as L } from '../../../core/sales-landing/constants.ts';
import { ZSalesCustomization, type TSalesCustomization } from '../../../core/sales-landing/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { SALES_LANDING_PATHS as P } from './paths.ts';

const SWITCHES = ['showNameCard', 'showSocial', 'showWhatsapp'] as const;

function CustomizationForm({ id, name, values }: { id: string; name: string; values: TSalesCustomization }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.salesLanding.saveCustomization.useMutation();
  const form = useScreenForm<TSalesCustomization>({ initialValues: values, validate: (v) => zodErrors(ZSalesCustomization.safeParse(v)) });
  const { submit, saving } = useFormSave(
    form,
    async (customization) => {
      await save.mutateAsync({ id, customization });
      await utils.salesLanding.customization.invalidate({ id });
    },
    () => showSuccess(t('salesLanding.customization.saved', { name })),
    'customization.',
  );
  return (
    <form onSubmit={submit} noValidate data-testid="sales-customization-form">
      <Stack>
        <Title order={3}>{name}</Title>
        <Card withBorder>
          <Stack>
            <ColorInput label={t('salesLanding.customization.themeColor')} format="hex" {...form.getInputProps('themeColor')} />
            <TextInput label={t('salesLanding.customization.headline')} maxLength={L.headlineMaxChars} {...form.getInputProps('headline')} />
            <Textarea label={t('salesLanding.customization.about')} maxLength={L.aboutMaxChars} autosize minRows={3} {...form.getInputProps('about')} />
            {SWITCHES.map((key) => (
              <Switch key={key} label={t(`salesLanding.customization.${key}`)} {...form.getInputProps(key, { type: 'checkbox' })} />
            ))}
          </Stack>
        </Card>
        <SaveActions saving={saving} cancelTo={P.list} saveTestId="save-customization" />
      </Stack>
    </form>
  );
}

/** /profile/{id}/sales-landing-customization: the look of one sales person's landing page. */
export default function CustomizationPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const person = trpc.salesLanding.get.useQuery({ id });
  const values = trpc.salesLanding.customization.useQuery({ id }, { staleTime: Infinity, gcTime: 0 });
  const both = { error: person.error ?? values.error, data: person.data && values.data ? { name: person.data.name, values: values.data } : undefined };
  return (
    <RecordPage listPath={P.list} listTitle={t('menu.salesLanding')} adding={false} record={both}>
      {(data) => data && <CustomizationForm id={id} name={data.name} values={data.values} />}
    </RecordPage>
  );
}
