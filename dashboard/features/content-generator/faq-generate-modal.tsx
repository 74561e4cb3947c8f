import { useState } from 'react';
import { Group, NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_GENERATOR_LIMITS as L } from '../../../core/content-generator/constants.ts';
import type { TFaqCategory } from '../../../core/content-generator/schema.ts';
import { STOREFRONT_LANGUAGES, type TStorefrontLanguage } from '../../../core/content/localized.ts';
import { trpc } from '../../app/trpc.ts';
import { GenerateModal } from './generate-modal.tsx';
import { SuggestionPicker } from './suggestion-picker.tsx';

/** Questions the AI suggests for one category (1 credit), added to it as the merchant ticks them. */
export function FaqGenerateModal({ categories, onClose }: { categories: TFaqCategory[]; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [categoryId, setCategoryId] = useState<string | null>(categories[0]?.id ?? null);
  const [count, setCount] = useState<number | string>(5);
  const [language, setLanguage] = useState<TStorefrontLanguage>('en');
  const generate = trpc.contentGenerator.generateFaq.useMutation({ onSettled: () => utils.contentGenerator.overview.invalidate() });
  const save = trpc.contentGenerator.saveFaqItem.useMutation();
  const options = (
    <Group grow wrap="wrap" align="flex-start">
      <Select label={t('contentGenerator.faq.category')} data={categories.map((c) => ({ value: c.id, label: c.titleEn }))} value={categoryId} onChange={setCategoryId} allowDeselect={false} data-testid="generate-category" />
      <NumberInput label={t('contentGenerator.count')} min={1} max={L.faqPerGeneration} allowDecimal={false} value={count} onChange={setCount} />
      <Select label={t('contentGenerator.language')} data={STOREFRONT_LANGUAGES.map((l) => ({ value: l, label: t(`contentGenerator.languages.${l}`) }))} value={language} onChange={(l) => setLanguage((l ?? 'en') as TStorefrontLanguage)} allowDeselect={false} />
    </Group>
  );
  return (
    <GenerateModal
      title={t('contentGenerator.faq.generate')}
      options={options}
      cost={1}
      generating={generate.isPending}
      error={generate.error}
      onGenerate={(about) => generate.mutate({ about, count: Number(count), language })}
      onClose={onClose}
    >
      {generate.data && (
        <SuggestionPicker
          key={generate.submittedAt}
          items={generate.data.items}
          titleOf={(item) => item.question}
          bodyOf={(item) => item.answer}
          save={(item) => save.mutateAsync({ categoryId: categoryId ?? '', item })}
          savedMessage={(n) => t('contentGenerator.faq.added', { n })}
          onDone={onClose}
        />
      )}
    </GenerateModal>
  );
}
