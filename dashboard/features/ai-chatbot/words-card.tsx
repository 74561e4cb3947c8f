import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AI_CHATBOT_LIMITS as L, CHAT_LANGUAGES, IDENTIFIED_AS, type TIdentifiedAs } from '../../../core/ai-chatbot/constants.ts';
import type { TWord } from '../../../core/ai-chatbot/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { SectionCard } from '../../components/section-card.tsx';

type Language = (typeof CHAT_LANGUAGES)[number];

/** Training words: a word customers write, what it is identified as (a scope or the live agent), in one chat language. */
export function WordsCard({ words }: { words: TWord[] }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const form = useScreenForm<{ word: string; identifiedAs: TIdentifiedAs; language: Language }>({ initialValues: { word: '', identifiedAs: 'products', language: 'en' } });
  const add = trpc.aiChatbot.addWord.useMutation();
  const remove = trpc.aiChatbot.removeWord.useMutation({ onSuccess: (data) => utils.aiChatbot.config.setData(undefined, data), onError: showError });
  const { submit, saving } = useFormSave(form, (values) => add.mutateAsync(values).then((data) => utils.aiChatbot.config.setData(undefined, data)), () => form.setFieldValue('word', ''));
  const label = (w: Pick<TWord, 'identifiedAs' | 'language'>) => `${t(`aiChatbot.scopes.${w.identifiedAs}`)} · ${t(`aiChatbot.languages.${w.language}`)}`;
  return (
    <SectionCard title={t('aiChatbot.wordsTitle')}>
      {canEdit && (
        <form onSubmit={submit} data-testid="ai-chatbot-word-form">
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput label={t('aiChatbot.word')} maxLength={L.word} {...form.getInputProps('word')} style={{ flex: '1 1 8rem' }} />
            <Select label={t('aiChatbot.identifiedAs')} data={IDENTIFIED_AS.map((v) => ({ value: v, label: t(`aiChatbot.scopes.${v}`) }))} allowDeselect={false} {...form.getInputProps('identifiedAs')} style={{ flex: '1 1 8rem' }} />
            <Select label={t('aiChatbot.language')} data={CHAT_LANGUAGES.map((v) => ({ value: v, label: t(`aiChatbot.languages.${v}`) }))} allowDeselect={false} {...form.getInputProps('language')} style={{ flex: '1 1 6rem' }} />
            <Button type="submit" variant="light" loading={saving}>
              {t('aiChatbot.addWord')}
            </Button>
          </Group>
        </form>
      )}
      <Stack gap="xs" data-testid="ai-chatbot-words">
        {words.length === 0 && <Text size="sm">{t('aiChatbot.noWords')}</Text>}
        {words.map((w) => (
          <Paper key={w.id} withBorder p="xs">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {w.word}
                </Text>
                <Text size="xs" c="dimmed">
                  {label(w)}
                </Text>
              </Stack>
              <RowDeleteButton title={w.word} onConfirm={() => remove.mutate({ id: w.id })} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </SectionCard>
  );
}
