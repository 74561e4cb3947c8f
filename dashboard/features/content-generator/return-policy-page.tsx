import { useState } from 'react';
import { Card, Checkbox, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZReturnPolicy, type TReturnPolicy } from '../../../core/content-generator/schema.ts';
import { STOREFRONT_LANGUAGES, suffixOf, type TStorefrontLanguage } from '../../../core/content/localized.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { LanguageTabs } from '../../components/content/language-tabs.tsx';
import { FetchedRecord } from '../../components/fetched-record.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { GenerateModal } from './generate-modal.tsx';
import { AiButton } from './ai-button.tsx';

type Values = Omit<TReturnPolicy, 'published'> & { published: boolean };

function PolicyForm({ policy }: { policy: TReturnPolicy }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const save = trpc.contentGenerator.saveReturnPolicy.useMutation();
  const generate = trpc.contentGenerator.generateReturnPolicy.useMutation({ onSettled: () => utils.contentGenerator.overview.invalidate() });
  const [generating, setGenerating] = useState(false);
  const [languages, setLanguages] = useState<TStorefrontLanguage[]>(['en']);
  const form = useScreenForm<Values>({ initialValues: policy, validate: (v) => zodErrors(ZReturnPolicy.safeParse(v)) });
  const { submit, saving } = useFormSave(
    form,
    async (v) => utils.contentGenerator.returnPolicy.setData(undefined, await save.mutateAsync(v)),
    () => {
      showSuccess(t('contentGenerator.policy.saved'));
      void utils.contentGenerator.overview.invalidate();
    },
  );
  const fill = (about: string) =>
    generate.mutate(
      { about, languages },
      {
        onSuccess: (draft) => {
          // Only the languages asked for are replaced; the merchant reviews them before saving.
          for (const l of languages) {
            const field = `content${suffixOf(l)}` as const;
            form.setFieldValue(field, draft[field]);
          }
          setGenerating(false);
          showSuccess(t('contentGenerator.policy.drafted'));
        },
      },
    );
  return (
    <form onSubmit={submit} noValidate data-testid="policy-form">
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Checkbox label={t('contentGenerator.published')} description={t('contentGenerator.publishedHint')} {...form.getInputProps('published', { type: 'checkbox' })} data-testid="policy-published" />
          {canEdit && <AiButton label={t('contentGenerator.policy.generate')} onClick={() => setGenerating(true)} testId="policy-generate" />}
        </Group>
        <Card withBorder>
          <LanguageTabs form={form} fields={[{ field: 'content', label: t('contentGenerator.policy.content'), multiline: true }]} />
        </Card>
        <SaveActions saving={saving} saveTestId="policy-save" />
      </Stack>
      {generating && (
        <GenerateModal
          title={t('contentGenerator.policy.generate')}
          cost={languages.length}
          generating={generate.isPending}
          error={generate.error}
          onGenerate={fill}
          onClose={() => setGenerating(false)}
          options={
            <Checkbox.Group label={t('contentGenerator.languagesLabel')} value={languages} onChange={(v) => setLanguages(v as TStorefrontLanguage[])}>
              <Group mt={4}>
                {STOREFRONT_LANGUAGES.map((l) => (
                  <Checkbox key={l} value={l} label={t(`contentGenerator.languages.${l}`)} data-testid={`generate-language-${l}`} />
                ))}
              </Group>
            </Checkbox.Group>
          }
        />
      )}
    </form>
  );
}

/** /manage/content-generator/return-and-refund-policy: the policy in three languages, drafted by the AI or written by hand, and whether the website shows it. */
export default function ReturnPolicyPage() {
  const policy = trpc.contentGenerator.returnPolicy.useQuery(undefined, { staleTime: Infinity, gcTime: 0 });
  return <FetchedRecord id="policy" query={{ error: policy.error, data: policy.data && { id: 'policy', policy: policy.data } }}>{(data) => <PolicyForm policy={data.policy} />}</FetchedRecord>;
}
