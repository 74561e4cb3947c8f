import { Card, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_LIMITS } from '../../../core/app/constants.ts';
import { CUSTOM_URL, SLIDER_TARGETS } from '../../../core/app/native-functions.ts';
import { ZSliderInput, type TSlider } from '../../../core/app/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { PictureInput } from '../../components/picture-input.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { APP_PATHS as P } from './paths.ts';

type Values = { pictureId: string; title: string; url: string; nativeFunction: string; visibility: 'public' | 'hidden' };

const valuesOf = (s: TSlider | null): Values =>
  s ? { pictureId: s.pictureId, title: s.title, url: s.url, nativeFunction: s.nativeFunction, visibility: s.visibility } : { pictureId: '', title: '', url: '', nativeFunction: CUSTOM_URL, visibility: 'public' };

function SliderForm({ slider }: { slider: TSlider | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.appManagement.sliders.create.useMutation();
  const update = trpc.appManagement.sliders.update.useMutation();
  const form = useScreenForm<Values>({ initialValues: valuesOf(slider), validate: (v) => zodErrors(ZSliderInput.safeParse(v)) });
  const submit = form.onSubmit(async (values) => {
    const input = { ...values, nativeFunction: values.nativeFunction as (typeof SLIDER_TARGETS)[number] };
    try {
      const saved = slider ? await update.mutateAsync({ id: slider.id, slider: input }) : await create.mutateAsync(input);
      showSuccess(t('app.slider.saved', { title: saved.title }));
      await utils.appManagement.sliders.invalidate();
      void navigate(P.management);
    } catch (error) {
      showFormError(form, error, 'slider.');
    }
  });
  const target = form.getValues().nativeFunction;
  return (
    <form onSubmit={submit} noValidate data-testid="slider-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <PictureInput purpose="app-picture" label={t('app.slider.banner')} withAsterisk value={form.getValues().pictureId || null} onChange={(id) => form.setFieldValue('pictureId', id ?? '')} error={form.errors.pictureId} />
            <TextInput label={t('app.slider.title')} withAsterisk maxLength={APP_LIMITS.titleMaxChars} {...form.getInputProps('title')} data-testid="slider-title" />
            <Select
              label={t('app.slider.nativeFunction')}
              data={SLIDER_TARGETS.map((value) => ({ value, label: t(`app.nativeFunctions.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('nativeFunction')}
              data-testid="slider-target"
            />
            {target === CUSTOM_URL && <TextInput label={t('app.slider.url')} withAsterisk maxLength={APP_LIMITS.urlMaxChars} {...form.getInputProps('url')} data-testid="slider-url" />}
            <SegmentedControl
              data={[
                { value: 'public', label: t('content.visibility.public') },
                { value: 'hidden', label: t('content.visibility.hidden') },
              ]}
              {...form.getInputProps('visibility')}
            />
          </Stack>
        </Card>
        <SaveActions saving={create.isPending || update.isPending} cancelTo={P.management} saveTestId="save-slider" />
      </Stack>
    </form>
  );
}

/** /app/app-management/slider/add and /slider/edit/{id}: a slider's banner, title, and the url or native function it opens. */
export default function SliderFormPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const adding = id === '';
  const slider = trpc.appManagement.sliders.get.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={P.management} listTitle={t('menu.appManagement')} adding={adding} record={slider}>
      {(data) => <SliderForm key={data?.id} slider={data} />}
    </RecordPage>
  );
}
