import { Center, Loader, Select, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUSINESS_NATURES } from '../../../core/profile/business-natures.ts';
import { ZClassifiedInput, type TClassified } from '../../../core/profile/classified-schema.ts';
import { PROFILE_LIMITS } from '../../../core/profile/constants.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';
import { natureName } from './nature-name.ts';

function ClassifiedForm({ classified }: { classified: TClassified }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.profile.saveClassified.useMutation();
  const form = useScreenForm<TClassified>({ initialValues: classified, validate: schemaResolver(ZClassifiedInput) });
  const { submit, saving } = useFormSave(
    form,
    (values) => save.mutateAsync(values),
    () => {
      showSuccess(t('profile.classified.saved'));
      void utils.profile.classified.invalidate();
    },
  );
  return (
    <form onSubmit={submit} data-testid="classified-form">
      <Stack>
        <Switch label={t('profile.classified.listed')} description={t('profile.classified.listedHint')} {...form.getInputProps('listed', { type: 'checkbox' })} />
        <Select
          label={t('profile.classified.category')}
          data={BUSINESS_NATURES.map((n) => ({ value: n.id, label: natureName(n, i18n.language) }))}
          clearable
          withAsterisk={form.values.listed}
          {...form.getInputProps('category')}
        />
        <TextInput label={t('messages.profile.fields.classifiedTitle')} withAsterisk={form.values.listed} {...form.getInputProps('title')} />
        <Textarea label={t('messages.profile.fields.classifiedDescription')} autosize minRows={4} {...form.getInputProps('description')} />
        <TagsInput label={t('profile.classified.keywords')} description={t('profile.classified.keywordsHint', { max: PROFILE_LIMITS.classifiedKeywords })} maxTags={PROFILE_LIMITS.classifiedKeywords} {...form.getInputProps('keywords')} />
        <SaveActions saving={saving} />
      </Stack>
    </form>
  );
}

/** /profile/classified: the business's listing in the classifieds (listed or not, category, title, description, keywords). */
export default function ClassifiedPage() {
  const classified = trpc.profile.classified.useQuery();
  if (!classified.data) return <Center py="xl">{classified.error ? null : <Loader size="sm" />}</Center>;
  return <ClassifiedForm key={classified.dataUpdatedAt} classified={classified.data} />;
}
