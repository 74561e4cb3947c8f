import { useState } from 'react';
import { Input, Modal, Rating, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '../../../core/reviews/constants.ts';
import { ZManualReviewInput, type TManualReviewFormValues } from '../../../core/reviews/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { DayInput, dateOf, dayOf } from '../../components/day-input.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';
import { VisibilityInput } from '../../components/content/visibility-input.tsx';

type Values = Omit<TManualReviewFormValues, 'reviewedAt'> & { reviewedAt: Date | null };

/** 'YYYY-MM-DD' of a date as the browser's calendar shows it, and back (midnight there). */

/** A review added by hand (the manual flag): the product, the reviewer's name, stars, comment and date. */
export function ManualReviewModal({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const create = trpc.reviews.create.useMutation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const products = trpc.products.list.useQuery({ page: 1, pageSize: 20, ...(debounced && { search: debounced }) }).data?.items ?? [];
  const form = useScreenForm<Values>({
    initialValues: { productId: '', reviewerName: '', variant: '', stars: 5, comment: '', reviewedAt: dateOf(dayOf(new Date())), visibility: 'public' },
    validate: schemaResolver(ZManualReviewInput),
  });
  const { submit, saving } = useFormSave(form, (values) => create.mutateAsync(ZManualReviewInput.parse(values)), () => {
    showSuccess(t('reviews.added'));
    onSaved();
  });
  const values = form.getValues();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('reviews.add')}</Text>} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="manual-review-form">
        <Stack>
          <Select
            label={t('reviews.form.product')}
            placeholder={t('reviews.form.productSearch')}
            withAsterisk
            searchable
            filter={({ options }) => options}
            searchValue={search}
            onSearchChange={setSearch}
            data={products.map((p) => ({ value: p.id, label: `${p.nameEn} (${p.sku})` }))}
            {...form.getInputProps('productId')}
            value={values.productId || null}
            onChange={(value) => form.setFieldValue('productId', value ?? '')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('reviews.form.reviewer')} withAsterisk maxLength={REVIEW_LIMITS.reviewerNameMaxChars} {...form.getInputProps('reviewerName')} />
            <TextInput label={t('reviews.form.variant')} maxLength={REVIEW_LIMITS.variantMaxChars} {...form.getInputProps('variant')} />
            <Input.Wrapper label={t('reviews.form.stars')} withAsterisk error={form.errors.stars}>
              <Rating size="lg" value={values.stars} onChange={(stars) => form.setFieldValue('stars', stars)} data-testid="manual-review-stars" />
            </Input.Wrapper>
            <DayInput label={t('reviews.form.date')} withAsterisk error={form.errors.reviewedAt} value={values.reviewedAt} onChange={(date) => form.setFieldValue('reviewedAt', date)} />
          </SimpleGrid>
          <Textarea label={t('reviews.form.comment')} autosize minRows={3} maxLength={REVIEW_LIMITS.commentMaxChars} {...form.getInputProps('comment')} />
          <VisibilityInput {...form.getInputProps('visibility')} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
