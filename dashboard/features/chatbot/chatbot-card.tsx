import { ActionIcon, Button, Card, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHATBOT_LIMITS as L } from '../../../core/chatbot/constants.ts';
import { ZChatbotInput, type TChatbot } from '../../../core/chatbot/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { zodErrors } from '../../components/zod-errors.ts';
import { broadcastPath } from './paths.ts';

type Values = { pageId: string; greeting: string; enabled: boolean; quickReplies: { question: string; answer: string }[] };

/** A page's chatbot: on or off, its greeting (80 characters, counted), up to 11 quick replies, and the way to its broadcasts. */
export function ChatbotCard({ bot }: { bot: TChatbot }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const save = trpc.chatbot.save.useMutation();
  const form = useScreenForm<Values>({
    initialValues: { pageId: bot.pageId, greeting: bot.greeting, enabled: bot.enabled, quickReplies: bot.quickReplies },
    validate: (v) => zodErrors(ZChatbotInput.safeParse(v)),
  });
  const { submit, saving } = useFormSave(
    form,
    async (values) => utils.chatbot.pages.setData(undefined, await save.mutateAsync(values)),
    () => showSuccess(t('chatbot.saved')),
  );
  const values = form.getValues();
  return (
    <Card withBorder data-testid="chatbot-page" data-page={bot.pageId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {bot.pageName}
            </Text>
            <Switch label={t('chatbot.enabled')} disabled={!canEdit} {...form.getInputProps('enabled', { type: 'checkbox' })} data-testid="chatbot-enabled" />
          </Group>
          <TextInput
            label={t('chatbot.greeting')}
            description={t('chatbot.counter', { count: values.greeting.length, max: L.greeting })}
            maxLength={L.greeting}
            readOnly={!canEdit}
            {...form.getInputProps('greeting')}
            data-testid="chatbot-greeting"
          />
          <Text fw={500} size="sm">
            {t('chatbot.quickReplies', { count: values.quickReplies.length, max: L.quickReplies })}
          </Text>
          {values.quickReplies.map((_, i) => (
            <Card key={form.key(`quickReplies.${i}`)} withBorder padding="xs" data-testid="chatbot-reply">
              <Stack gap="xs">
                <Group gap="xs" wrap="nowrap" align="flex-end">
                  <TextInput style={{ flex: 1, minWidth: 0 }} label={t('chatbot.question')} maxLength={L.question} readOnly={!canEdit} {...form.getInputProps(`quickReplies.${i}.question`)} data-testid="chatbot-question" />
                  {canEdit ? (
                    <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => form.removeListItem('quickReplies', i)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  ) : null}
                </Group>
                <Textarea label={t('chatbot.answer')} autosize minRows={1} maxLength={L.answer} readOnly={!canEdit} {...form.getInputProps(`quickReplies.${i}.answer`)} data-testid="chatbot-answer" />
              </Stack>
            </Card>
          ))}
          <Group gap="xs" wrap="wrap" justify="space-between">
            <Button component={Link} to={broadcastPath(bot.pageId)} variant="light" data-testid="chatbot-broadcast-link">
              {t('chatbot.broadcasts', { count: bot.subscribers })}
            </Button>
            {canEdit ? (
              <Group gap="xs" wrap="wrap">
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} />}
                  disabled={values.quickReplies.length >= L.quickReplies}
                  onClick={() => form.insertListItem('quickReplies', { question: '', answer: '' })}
                  data-testid="chatbot-add-reply"
                >
                  {t('chatbot.addReply')}
                </Button>
                <Button type="submit" loading={saving} data-testid="chatbot-save">
                  {t('common.save')}
                </Button>
              </Group>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
