import { Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_GENERATOR_LIMITS as L } from '../../../core/content-generator/constants.ts';
import { ZFaqCategoryInput, ZFaqItemInput, type TFaqCategory } from '../../../core/content-generator/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { LocalizedInputs } from '../../components/localized-inputs.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type CategoryValues = { titleEn: string; titleCn: string; titleBm: string; sort: number | string };

/** Adds (category null) or edits a FAQ category: its title in three languages and its place. */
export function FaqCategoryModal({ category, onClose }: { category: TFaqCategory | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.contentGenerator.saveFaqCategory.useMutation();
  const form = useScreenForm<CategoryValues>({
    initialValues: { titleEn: category?.titleEn ?? '', titleCn: category?.titleCn ?? '', titleBm: category?.titleBm ?? '', sort: category?.sort ?? 0 },
    validate: (v) => zodErrors(ZFaqCategoryInput.safeParse({ ...v, sort: Number(v.sort) })),
  });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      await save.mutateAsync({ id: category?.id ?? null, category: { ...v, sort: Number(v.sort) } });
      await utils.contentGenerator.invalidate();
    },
    () => {
      showSuccess(t('contentGenerator.faq.categorySaved'));
      onClose();
    },
    'category.',
  );
  return (
    <Modal opened onClose={onClose} title={t(category ? 'contentGenerator.faq.editCategory' : 'contentGenerator.faq.addCategory')} size="lg">
      <form onSubmit={submit} noValidate data-testid="faq-category-form">
        <Stack>
          <LocalizedInputs form={form} field="title" label={t('contentGenerator.faq.categoryTitle')} required />
          <NumberInput label={t('contentGenerator.sort')} min={0} allowDecimal={false} w={140} {...form.getInputProps('sort')} />
          <SaveActions saving={saving} saveTestId="faq-category-save" />
        </Stack>
      </form>
    </Modal>
  );
}

type ItemValues = { question: string; answer: string; sort: number | string };

/** Adds or edits a question of a category. */
export function FaqItemModal({ categoryId, item, onClose }: { categoryId: string; item: TFaqCategory['items'][number] | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.contentGenerator.saveFaqItem.useMutation();
  const form = useScreenForm<ItemValues>({
    initialValues: { question: item?.question ?? '', answer: item?.answer ?? '', sort: item?.sort ?? 0 },
    validate: (v) => zodErrors(ZFaqItemInput.safeParse({ ...v, sort: Number(v.sort) })),
  });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      await save.mutateAsync({ id: item?.id ?? null, categoryId, item: { ...v, sort: Number(v.sort) } });
      await utils.contentGenerator.invalidate();
    },
    () => {
      showSuccess(t('contentGenerator.faq.itemSaved'));
      onClose();
    },
    'item.',
  );
  return (
    <Modal opened onClose={onClose} title={t(item ? 'contentGenerator.faq.editItem' : 'contentGenerator.faq.addItem')} size="lg">
      <form onSubmit={submit} noValidate data-testid="faq-item-form">
        <Stack>
          <TextInput label={t('contentGenerator.faq.question')} withAsterisk maxLength={L.questionMaxChars} {...form.getInputProps('question')} data-testid="faq-question" />
          <Textarea label={t('contentGenerator.faq.answer')} withAsterisk autosize minRows={3} maxLength={L.answerMaxChars} {...form.getInputProps('answer')} data-testid="faq-answer" />
          <NumberInput label={t('contentGenerator.sort')} min={0} allowDecimal={false} w={140} {...form.getInputProps('sort')} />
          <SaveActions saving={saving} saveTestId="faq-item-save" />
        </Stack>
      </form>
    </Modal>
  );
}
