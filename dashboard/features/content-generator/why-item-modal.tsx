import { Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZWhyChooseUsInput, type TWhyChooseUsItem } from '../../../core/content-generator/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { LanguageTabs } from '../../components/content/language-tabs.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = Omit<TWhyChooseUsItem, 'id' | 'sort'> & { sort: number | string };

const EMPTY: Values = { titleEn: '', titleCn: '', titleBm: '', descriptionEn: '', descriptionCn: '', descriptionBm: '', imageUrl: '', iconClass: '', sort: 0 };

/** Adds or edits a why-choose-us item: title and description in three languages, image link, icon class and place. */
export function WhyItemModal({ item, onClose }: { item: TWhyChooseUsItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.contentGenerator.saveWhyChooseUs.useMutation();
  const form = useScreenForm<Values>({ initialValues: item ?? EMPTY, validate: (v) => zodErrors(ZWhyChooseUsInput.safeParse({ ...v, sort: Number(v.sort) })) });
  const { submit, saving } = useFormSave(
    form,
    async ({ titleEn, titleCn, titleBm, descriptionEn, descriptionCn, descriptionBm, imageUrl, iconClass, sort }) => {
      await save.mutateAsync({ id: item?.id ?? null, item: { titleEn, titleCn, titleBm, descriptionEn, descriptionCn, descriptionBm, imageUrl, iconClass, sort: Number(sort) } });
      await utils.contentGenerator.invalidate();
    },
    () => {
      showSuccess(t('contentGenerator.why.saved'));
      onClose();
    },
    'item.',
  );
  return (
    <Modal opened onClose={onClose} title={t(item ? 'contentGenerator.why.edit' : 'contentGenerator.why.add')} size="lg">
      <form onSubmit={submit} noValidate data-testid="why-form">
        <Stack>
          <LanguageTabs
            form={form}
            fields={[
              { field: 'title', label: t('contentGenerator.why.itemTitle'), required: true },
              { field: 'description', label: t('contentGenerator.why.description'), multiline: true, required: true },
            ]}
          />
          <TextInput label={t('contentGenerator.why.imageUrl')} placeholder="https://" {...form.getInputProps('imageUrl')} data-testid="why-image" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('contentGenerator.why.iconClass')} description={t('contentGenerator.why.iconHint')} {...form.getInputProps('iconClass')} />
            <NumberInput label={t('contentGenerator.sort')} min={0} allowDecimal={false} {...form.getInputProps('sort')} />
          </SimpleGrid>
          <SaveActions saving={saving} saveTestId="why-save" />
        </Stack>
      </form>
    </Modal>
  );
}
