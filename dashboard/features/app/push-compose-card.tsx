import { Button, Card, Group, SegmentedControl, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { APP_LIMITS } from '../../../core/app/constants.ts';
import { ZPushMessageInput } from '../../../core/app/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { fromWallClock } from '../../components/wall-clock.ts';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { title: string; body: string; url: string; isPublic: boolean; when: 'now' | 'later'; sendAt: string };
const EMPTY: Values = { title: '', body: '', url: '', isPublic: true, when: 'now', sendAt: '' };

/** Composes a push message: sent now (the server sends it within seconds) or scheduled for a time on the merchant's clock. */
export function PushComposeCard() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const utils = trpc.useUtils();
  const send = trpc.pushMessages.send.useMutation();
  const inputOf = (v: Values) => ({ title: v.title, body: v.body, url: v.url, visibility: v.isPublic ? ('public' as const) : ('hidden' as const), sendAt: v.when === 'later' ? fromWallClock(v.sendAt, timeZone) : null });
  const form = useScreenForm<Values>({
    initialValues: EMPTY,
    validate: (v) => ({ ...zodErrors(ZPushMessageInput.safeParse(inputOf(v))), ...(v.when === 'later' && !fromWallClock(v.sendAt, timeZone) && { sendAt: t('messages.shared.required') }) }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await send.mutateAsync(inputOf(values));
      showSuccess(t(values.when === 'now' ? 'app.push.sent' : 'app.push.scheduled', { title: values.title.trim() }));
      form.setValues(EMPTY);
      await utils.pushMessages.history.invalidate();
    } catch (error) {
      showFormError(form, error);
    }
  });
  const when = form.getValues().when;
  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate data-testid="push-form">
        <Stack>
          <Title order={3}>{t('app.push.compose')}</Title>
          <TextInput label={t('app.push.title')} withAsterisk maxLength={APP_LIMITS.titleMaxChars} {...form.getInputProps('title')} data-testid="push-title" />
          <Textarea label={t('app.push.body')} autosize minRows={2} maxLength={APP_LIMITS.bodyMaxChars} {...form.getInputProps('body')} data-testid="push-body" />
          <TextInput label={t('app.push.url')} maxLength={APP_LIMITS.urlMaxChars} {...form.getInputProps('url')} data-testid="push-url" />
          <Switch label={t('app.push.visibility')} {...form.getInputProps('isPublic', { type: 'checkbox' })} />
          <SegmentedControl
            aria-label={t('app.push.when')}
            data={[
              { value: 'now', label: t('app.push.sendNow') },
              { value: 'later', label: t('app.push.schedule') },
            ]}
            {...form.getInputProps('when')}
          />
          {when === 'later' && (
            <DateTimePicker
              label={t('app.push.sendAt')}
              withAsterisk
              withSeconds={false}
              minDate={new Date()}
              value={form.getValues().sendAt || null}
              onChange={(v) => form.setFieldValue('sendAt', v ?? '')}
              error={form.errors.sendAt}
              data-testid="push-send-at"
            />
          )}
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} data-testid="push-submit">
                {t(when === 'now' ? 'app.push.submitNow' : 'app.push.submitSchedule')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
