import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHATBOT_LIMITS as L } from '../../../core/chatbot/constants.ts';
import { ZBroadcastInput } from '../../../core/chatbot/schema.ts';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { pageId: string; title: string; link: string; content: string };

/** The broadcast form (title at least 4 characters, link, content); onSent gets the job that sends it. */
export function BroadcastForm({ pageId, onSent }: { pageId: string; onSent: (jobId: string) => void }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const send = trpc.chatbot.broadcast.useMutation();
  const empty: Values = { pageId, title: '', link: '', content: '' };
  const form = useScreenForm<Values>({ initialValues: empty, validate: (v) => zodErrors(ZBroadcastInput.safeParse(v)) });
  const submit = form.onSubmit(async (values) => {
    try {
      onSent((await send.mutateAsync(values)).jobId);
      form.setValues(empty);
    } catch (error) {
      showFormError(form, error);
    }
  });
  const content = form.getValues().content;
  return (
    <SectionCard title={t('chatbot.compose')}>
      <form onSubmit={submit} noValidate data-testid="broadcast-form">
        <Stack gap="sm">
          <TextInput label={t('chatbot.title')} withAsterisk maxLength={L.title} readOnly={!canEdit} {...form.getInputProps('title')} data-testid="broadcast-title" />
          <TextInput label={t('chatbot.link')} withAsterisk placeholder="https://" maxLength={L.link} readOnly={!canEdit} {...form.getInputProps('link')} data-testid="broadcast-link" />
          <Textarea
            label={t('chatbot.content')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={L.content}
            readOnly={!canEdit}
            description={t('chatbot.counter', { count: content.length, max: L.content })}
            {...form.getInputProps('content')}
            data-testid="broadcast-content"
          />
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} data-testid="broadcast-submit">
                {t('chatbot.send')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </SectionCard>
  );
}
