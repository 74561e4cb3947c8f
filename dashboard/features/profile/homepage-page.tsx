import { Card, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS } from '../../../core/profile/constants.ts';
import { ZHomepageInput, type THomepage, type THomepageFormValues } from '../../../core/profile/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { LocalizedInputs } from '../../components/localized-inputs.tsx';
import { PictureInput } from '../../components/picture-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

type Values = Required<THomepageFormValues> & Record<string, unknown>;

function HomepageForm({ homepage }: { homepage: THomepage }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.profile.saveHomepage.useMutation();
  const { headerPictureId, mainPictureId, introEn, introCn, introBm } = homepage;
  const form = useScreenForm<Values>({ initialValues: { headerPictureId, mainPictureId, introEn, introCn, introBm }, validate: schemaResolver(ZHomepageInput) });
  const { submit, saving } = useFormSave(
    form,
    (values) => save.mutateAsync(values),
    () => {
      showSuccess(t('profile.homepage.saved'));
      void utils.profile.homepage.invalidate();
    },
  );
  return (
    <form onSubmit={submit} data-testid="homepage-form">
      <Stack>
        <Card withBorder>
          <Stack gap="sm">
            <PictureInput purpose="profile-header" label={t('profile.homepage.header')} value={form.values.headerPictureId} onChange={(id) => form.setFieldValue('headerPictureId', id)} error={form.errors.headerPictureId} />
            <Text size="sm" c="dimmed">
              {t('profile.homepage.headerHint', { width: PROFILE_LIMITS.headerPictureWidth })}
            </Text>
            <PictureInput purpose="profile-picture" label={t('profile.homepage.main')} value={form.values.mainPictureId} onChange={(id) => form.setFieldValue('mainPictureId', id)} error={form.errors.mainPictureId} />
          </Stack>
        </Card>
        <LocalizedInputs form={form} field="intro" label={t('messages.profile.fields.intro')} multiline long />
        <SaveActions saving={saving} />
      </Stack>
    </form>
  );
}

/** /profile/homepage: the header picture (resized to 1,050 px wide), the main picture and the company introduction in three languages. */
export default function HomepagePage() {
  const homepage = trpc.profile.homepage.useQuery();
  if (!homepage.data) return <Center py="xl">{homepage.error ? null : <Loader size="sm" />}</Center>;
  return <HomepageForm key={homepage.dataUpdatedAt} homepage={homepage.data} />;
}
