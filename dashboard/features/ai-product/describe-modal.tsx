import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AI_PRODUCT_COSTS, AI_PRODUCT_LIMITS as L } from '../../../core/ai-product/constants.ts';
import { descriptionField, type TAiProductRow, type TDescriptions } from '../../../core/ai-product/schema.ts';
import { STOREFRONT_LANGUAGES, type TStorefrontLanguage } from '../../../core/content/localized.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';

/** The AI's descriptions of one product: target languages, up to 5 tags and notes; each text edited, then accepted onto the product. */
export function DescribeModal({ product, onClose }: { product: TAiProductRow; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [languages, setLanguages] = useState<TStorefrontLanguage[]>(['en']);
  const [tags, setTags] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [texts, setTexts] = useState<TDescriptions | null>(null);
  const describe = trpc.aiProduct.describe.useMutation({ onSuccess: setTexts, onSettled: () => utils.contentGenerator.overview.invalidate() });
  const accept = trpc.aiProduct.accept.useMutation({
    onSuccess: async () => {
      showSuccess(t('aiProduct.accepted', { name: product.nameEn }));
      await utils.aiProduct.invalidate();
      onClose();
    },
    onError: showError,
  });
  const errors = describe.error ? errorInfo(describe.error) : null;
  const written = texts ? STOREFRONT_LANGUAGES.filter((l) => texts[descriptionField(l)] !== '') : [];
  const cost = Math.max(0, languages.length - 1) * AI_PRODUCT_COSTS.perExtraLanguage;
  return (
    <Modal opened onClose={onClose} title={t('aiProduct.describeTitle', { name: product.nameEn })} size="lg">
      <Stack data-testid="describe-modal">
        <Checkbox.Group label={t('aiProduct.languages')} value={languages} onChange={(v) => setLanguages(v as TStorefrontLanguage[])} error={errors?.fieldErrors?.languages}>
          <Group mt={4}>
            {STOREFRONT_LANGUAGES.map((l) => (
              <Checkbox key={l} value={l} label={t(`contentGenerator.languages.${l}`)} data-testid={`describe-language-${l}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <TagsInput
          label={t('aiProduct.tags')}
          description={tags.length >= L.maxTags ? t('aiProduct.tagsLimit', { max: L.maxTags }) : t('aiProduct.tagsHint')}
          maxTags={L.maxTags}
          value={tags}
          onChange={setTags}
          error={errors?.fieldErrors?.tags}
          data-testid="describe-tags"
        />
        <Textarea label={t('aiProduct.notes')} description={t('aiProduct.notesHint')} autosize minRows={2} maxLength={L.notesMaxChars} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed" data-testid="describe-cost">
            {t('aiProduct.cost', { cost })}
          </Text>
          <Button leftSection={<IconSparkles size={16} />} loading={describe.isPending} onClick={() => describe.mutate({ productId: product.id, languages, tags, notes })} data-testid="describe-run">
            {t('aiProduct.write')}
          </Button>
        </Group>
        {errors && !errors.fieldErrors && (
          <Text size="sm" c="red">
            {errors.message}
          </Text>
        )}
        {texts &&
          written.map((l) => (
            <Textarea
              key={l}
              label={t('aiProduct.descriptionIn', { language: t(`contentGenerator.languages.${l}`) })}
              autosize
              minRows={4}
              value={texts[descriptionField(l)]}
              onChange={(e) => setTexts({ ...texts, [descriptionField(l)]: e.currentTarget.value })}
              data-testid={`describe-text-${l}`}
            />
          ))}
        {texts && written.length > 0 && (
          <Group justify="flex-end">
            <Button loading={accept.isPending} onClick={() => accept.mutate({ productId: product.id, ...Object.fromEntries(written.map((l) => [descriptionField(l), texts[descriptionField(l)]])) })} data-testid="describe-accept">
              {t('aiProduct.accept')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
