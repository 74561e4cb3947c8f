import { Checkbox, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AI_CHATBOT_LIMITS as L, AI_CHATBOT_SCOPES } from '../../../core/ai-chatbot/constants.ts';
import type { TChatbotConfig, TChatbotConfigInput } from '../../../core/ai-chatbot/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { AI_CHATBOT_PATHS } from './paths.ts';
import { WordsCard } from './words-card.tsx';
import { QueryPending } from '../../components/query-pending.tsx';

/** The scopes (at least one) and the live agent, saved together. */
function ConfigForm({ config }: { config: TChatbotConfig }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const { words: _words, ...initialValues } = config;
  const form = useScreenForm<TChatbotConfigInput>({ initialValues });
  const save = trpc.aiChatbot.saveConfig.useMutation();
  const { submit, saving } = useFormSave(
    form,
    (values) => save.mutateAsync(values).then((data) => utils.aiChatbot.config.setData(undefined, data)),
    () => {
      void utils.aiChatbot.overview.invalidate();
      showSuccess(t('aiChatbot.saved'));
    },
  );
  const scopes = form.getInputProps('scopes');
  return (
    <form onSubmit={submit} data-testid="ai-chatbot-config">
      <Stack>
        <SectionCard title={t('aiChatbot.scopesTitle')}>
          <Checkbox.Group {...scopes} description={t('aiChatbot.scopesHint')} data-testid="ai-chatbot-scopes">
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {AI_CHATBOT_SCOPES.map((s) => (
                <Checkbox key={s} value={s} label={t(`aiChatbot.scopes.${s}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </SectionCard>
        <SectionCard title={t('aiChatbot.agentTitle')}>
          <Text size="sm" c="dimmed">
            {t('aiChatbot.agentHint')}
          </Text>
          <TextInput label={t('aiChatbot.agentName')} maxLength={L.agentName} {...form.getInputProps('agentName')} />
          <TextInput label={t('aiChatbot.agentContact')} maxLength={L.agentContact} {...form.getInputProps('agentContact')} />
          <Textarea label={t('aiChatbot.agentIntro')} maxLength={L.agentText} autosize minRows={2} {...form.getInputProps('agentIntro')} />
          <Textarea label={t('aiChatbot.agentWelcome')} maxLength={L.agentText} autosize minRows={2} {...form.getInputProps('agentWelcome')} />
        </SectionCard>
        <SaveActions saving={saving} cancelTo={AI_CHATBOT_PATHS.overview} saveTestId="ai-chatbot-save" />
      </Stack>
    </form>
  );
}

/** /AI-chatbot/Configure: the scopes, the training words and the live agent. */
export default function ConfigureScreen() {
  const config = trpc.aiChatbot.config.useQuery();
  if (config.error || !config.data) return <QueryPending error={config.error} />;
  return (
    <Stack>
      <ConfigForm config={config.data} />
      <WordsCard words={config.data.words} />
    </Stack>
  );
}
