import { Center, Checkbox, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUSINESS_NATURES, type TBusinessNatureId } from '../../../core/profile/business-natures.ts';
import { ZBusinessNaturesInput } from '../../../core/profile/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';
import { natureName } from './nature-name.ts';

function NaturesForm({ natures, max }: { natures: TBusinessNatureId[]; max: number }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.profile.saveNatures.useMutation();
  const form = useScreenForm<{ natures: TBusinessNatureId[] }>({ initialValues: { natures }, validate: schemaResolver(ZBusinessNaturesInput) });
  const { submit, saving } = useFormSave(
    form,
    (values) => save.mutateAsync(values),
    () => {
      showSuccess(t('profile.natures.saved'));
      void utils.profile.natures.invalidate();
    },
  );
  return (
    <form onSubmit={submit} data-testid="natures-form">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('profile.natures.hint', { max, chosen: form.values.natures.length })}
        </Text>
        <Checkbox.Group {...form.getInputProps('natures')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
            {BUSINESS_NATURES.map((n) => (
              <Checkbox key={n.id} value={n.id} label={natureName(n, i18n.language)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <SaveActions saving={saving} saveTestId="save-natures" />
      </Stack>
    </form>
  );
}

/** /profile/business-nature: the natures of the business, from the list, at most the maximum. */
export default function NaturesPage() {
  const natures = trpc.profile.natures.useQuery();
  if (!natures.data) return <Center py="xl">{natures.error ? null : <Loader size="sm" />}</Center>;
  return <NaturesForm key={natures.dataUpdatedAt} natures={natures.data.natures} max={natures.data.max} />;
}
