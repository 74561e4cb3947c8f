import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEB_PUSH_LIMITS as L } from '../../../core/web-push/constants.ts';
import { ZWebPushInput } from '../../../core/web-push/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { PictureInput } from '../../components/picture-input.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { title: string; url: string; description: string; imageUploadId: string | null };
const EMPTY: Values = { title: '', url: '', description: '', imageUploadId: null };

/** The send form: title, URL, description (225 characters, counted), an optional 1:1 picture; within the hour after a send, when the next is allowed. */
export function WebPushFormCard() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const dateTime = useDateTime();
  const utils = trpc.useUtils();
  const settings = trpc.webPush.settings.useQuery();
  const send = trpc.webPush.send.useMutation();
  const form = useScreenForm<Values>({ initialValues: EMPTY, validate: (v) => zodErrors(ZWebPushInput.safeParse(v)) });
  const submit = form.onSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      showSuccess(t('webPush.sent', { title: values.title.trim() }));
      form.setValues(EMPTY);
    } catch (error) {
      showFormError(form, error);
    } finally {
      await Promise.all([utils.webPush.settings.invalidate(), utils.webPush.history.invalidate()]);
    }
  });
  const nextSendAt = settings.data?.nextSendAt ?? null;
  const description = form.getValues().description;
  return (
    <SectionCard title={t('webPush.compose')}>
      <form onSubmit={submit} noValidate data-testid="web-push-form">
        <Stack gap="sm">
          {nextSendAt && (
            <Alert color="yellow" data-testid="web-push-next">
              {t('webPush.nextSendAt', { time: dateTime(nextSendAt) })}
            </Alert>
          )}
          <TextInput label={t('webPush.title')} withAsterisk maxLength={L.title} {...form.getInputProps('title')} data-testid="web-push-title" />
          <TextInput label={t('webPush.url')} withAsterisk placeholder="https://" maxLength={L.url} {...form.getInputProps('url')} data-testid="web-push-url" />
          <Textarea
            label={t('webPush.description')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={L.description}
            description={t('webPush.counter', { count: description.length, max: L.description })}
            {...form.getInputProps('description')}
            data-testid="web-push-description"
          />
          <PictureInput purpose="web-push-picture" label={t('webPush.image')} value={form.getValues().imageUploadId} onChange={(id) => form.setFieldValue('imageUploadId', id)} error={form.errors.imageUploadId} />
          <Text size="xs" c="dimmed">
            {t('webPush.imageHint', { side: L.imageSide })}
          </Text>
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} data-testid="web-push-submit">
                {t('webPush.submit')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
