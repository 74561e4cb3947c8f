import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarTime, IconCalendarX, IconMailCheck, IconSend } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_MARKETING_LIMITS } from '../../../core/email-marketing/constants.ts';
import { ZCampaignInput, type TEmailCampaign } from '../../../core/email-marketing/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { LeaveGuard } from '../../app/leave-guard.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { toWallClock } from '../../components/wall-clock.ts';
import { zodErrors } from '../../components/zod-errors.ts';
import { BodyEditor } from './body-editor.tsx';
import { ScheduleModal, TestSendModal } from './campaign-actions.tsx';
import { CampaignStatusBadge, isEditable } from './campaign-status.tsx';
import { EMAIL_MARKETING_PATHS as P, NEW_ID } from './paths.ts';

type Values = { name: string; subject: string; listId: string | null; perMinute: number | string; bodyHtml: string };

const valuesOf = (c: TEmailCampaign | null): Values => ({ name: c?.name ?? '', subject: c?.subject ?? '', listId: c?.listId ?? null, perMinute: c?.perMinute ?? 60, bodyHtml: c?.bodyHtml ?? '' });
const inputOf = (v: Values) => ({ name: v.name, subject: v.subject, listId: v.listId ?? '', perMinute: Number(v.perMinute), bodyHtml: v.bodyHtml });

/** What a sending or sent campaign did. */
function CampaignCounts({ campaign }: { campaign: TEmailCampaign }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const facts = [
    ['startedAt', when(campaign.startedAt)],
    ['recipients', campaign.recipients],
    ['sent', campaign.sent],
    ['opens', campaign.opens],
    ['clicks', campaign.clicks],
  ] as const;
  return (
    <Card withBorder data-testid="campaign-counts">
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {facts.map(([key, value]) => (
          <Stack key={key} gap={0}>
            <Text size="sm" c="dimmed">
              {t(`emailMarketing.campaign.${key}`)}
            </Text>
            <Text fw={600}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}

function CampaignForm({ campaign }: { campaign: TEmailCampaign | null }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const navigate = useNavigate();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const utils = trpc.useUtils();
  const locked = campaign !== null && !isEditable(campaign.status);
  const editable = useCanEdit() && !locked;
  const lists = trpc.emailMarketing.lists.useQuery();
  const create = trpc.emailMarketing.createCampaign.useMutation();
  const update = trpc.emailMarketing.updateCampaign.useMutation();
  const testSend = trpc.emailMarketing.testSend.useMutation();
  const sendNow = trpc.emailMarketing.sendNow.useMutation();
  const schedule = trpc.emailMarketing.schedule.useMutation();
  const cancel = trpc.emailMarketing.cancel.useMutation();
  const [dialog, setDialog] = useState<'test' | 'schedule' | null>(null);
  // Where to go once the form is no longer dirty, so the leave guard lets it go.
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    if (next) void navigate(next, { replace: next !== P.list });
  }, [next, navigate]);
  const form = useScreenForm<Values>(
    {
      initialValues: valuesOf(campaign),
      validate: (values) => ({ ...zodErrors(ZCampaignInput.safeParse(inputOf(values))), ...(!values.bodyHtml && { bodyHtml: t('messages.emailMarketing.bodyRequired') }) }),
    },
    locked,
  );

  /** Saves the form as it is, so what is sent or scheduled is what the page shows; the campaign's id, or null when the form says what is wrong. */
  const saved = async (): Promise<string | null> => {
    if (form.validate().hasErrors) return null;
    if (campaign && !form.isDirty()) return campaign.id;
    try {
      const values = form.getValues();
      const result = campaign ? await update.mutateAsync({ id: campaign.id, campaign: inputOf(values) }) : await create.mutateAsync(inputOf(values));
      form.resetDirty(values);
      await utils.emailMarketing.invalidate();
      if (!campaign) setNext(P.edit(result.id));
      return result.id;
    } catch (error) {
      showFormError(form, error, 'campaign.');
      return null;
    }
  };
  const submit = form.onSubmit(() =>
    void saved().then((id) => {
      if (id) showSuccess(t('emailMarketing.campaign.saved', { name: form.getValues().name.trim() }));
    }),
  );
  const afterAction = async (message: string, go?: string) => {
    showSuccess(message);
    setDialog(null);
    await utils.emailMarketing.invalidate();
    if (go) setNext(go);
  };
  const runTest = async (to: string) => {
    const id = await saved();
    if (!id) return setDialog(null);
    await testSend.mutateAsync({ id, to }).then(() => afterAction(t('emailMarketing.campaign.testSent', { to })), showError);
  };
  const runSchedule = async (at: Date) => {
    const id = await saved();
    if (!id) return setDialog(null);
    await schedule.mutateAsync({ id, at }).then(() => afterAction(t('emailMarketing.campaign.scheduled', { when: when(at) })), showError);
  };
  const askSendNow = () => {
    if (form.validate().hasErrors) return;
    const list = lists.data?.find((l) => l.id === form.getValues().listId);
    confirmIrreversible({
      title: t('emailMarketing.campaign.sendNowTitle', { list: list?.name ?? '', count: list?.entries ?? 0 }),
      confirmLabel: t('emailMarketing.campaign.sendNow'),
      onConfirm: () =>
        void (async () => {
          const id = await saved();
          if (!id) return;
          await sendNow.mutateAsync({ id }).then((r) => afterAction(t('emailMarketing.campaign.queued', { count: r.queued }), P.list), showError);
        })(),
    });
  };
  const askCancel = () =>
    campaign &&
    confirmIrreversible({
      title: t('emailMarketing.campaign.cancelTitle', { name: campaign.name }),
      confirmLabel: t('emailMarketing.campaign.cancelSchedule'),
      onConfirm: () => void cancel.mutateAsync({ id: campaign.id }).then(() => afterAction(t('emailMarketing.campaign.canceled', { name: campaign.name })), showError),
    });

  const listData = (lists.data ?? []).map((l) => ({ value: l.id, label: t('emailMarketing.campaign.listOption', { name: l.name, count: l.entries }) }));
  if (campaign && !listData.some((l) => l.value === campaign.listId)) listData.push({ value: campaign.listId, label: campaign.listName });
  const busy = create.isPending || update.isPending;
  return (
    <form onSubmit={submit} noValidate data-testid="campaign-form">
      <LeaveGuard dirty={editable && form.isDirty()} />
      <Stack>
        {campaign?.status === 'scheduled' && (
          <Alert color="blue" data-testid="campaign-scheduled">
            {t('emailMarketing.campaign.scheduledFor', { when: when(campaign.scheduledAt) })}
          </Alert>
        )}
        {campaign && (campaign.status === 'sending' || campaign.status === 'sent') && <CampaignCounts campaign={campaign} />}
        <Card withBorder>
          <Stack>
            <TextInput label={t('emailMarketing.campaign.name')} withAsterisk maxLength={EMAIL_MARKETING_LIMITS.campaignName} {...form.getInputProps('name')} data-testid="campaign-name" />
            <TextInput label={t('emailMarketing.campaign.subject')} withAsterisk maxLength={EMAIL_MARKETING_LIMITS.subject} {...form.getInputProps('subject')} data-testid="campaign-subject" />
            <Group grow align="flex-start" wrap="wrap">
              <Select label={t('emailMarketing.campaign.list')} withAsterisk data={listData} miw={200} {...form.getInputProps('listId')} data-testid="campaign-list-select" />
              <NumberInput
                label={t('emailMarketing.campaign.perMinute')}
                description={t('emailMarketing.campaign.perMinuteHint')}
                min={1}
                max={EMAIL_MARKETING_LIMITS.perMinuteMax}
                allowDecimal={false}
                miw={160}
                {...form.getInputProps('perMinute')}
                data-testid="campaign-per-minute"
              />
            </Group>
            <BodyEditor label={t('emailMarketing.campaign.body')} value={form.getValues().bodyHtml} onChange={(html) => form.setFieldValue('bodyHtml', html)} readOnly={!editable} error={form.errors.bodyHtml} />
          </Stack>
        </Card>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" component={Link} to={P.list}>
            {t(editable ? 'common.cancel' : 'emailMarketing.campaign.back')}
          </Button>
          {editable && (
            <>
              <Button type="submit" variant="light" loading={busy} data-testid="save-campaign">
                {t('common.save')}
              </Button>
              <Button variant="default" leftSection={<IconMailCheck size={16} />} onClick={() => setDialog('test')} data-testid="test-send">
                {t('emailMarketing.campaign.testSend')}
              </Button>
              {campaign?.status === 'scheduled' && (
                <Button variant="default" color="orange" leftSection={<IconCalendarX size={16} />} onClick={askCancel} loading={cancel.isPending} data-testid="cancel-schedule">
                  {t('emailMarketing.campaign.cancelSchedule')}
                </Button>
              )}
              <Button variant="default" leftSection={<IconCalendarTime size={16} />} onClick={() => !form.validate().hasErrors && setDialog('schedule')} data-testid="schedule">
                {t('emailMarketing.campaign.schedule')}
              </Button>
              <Button leftSection={<IconSend size={16} />} onClick={askSendNow} loading={sendNow.isPending} data-testid="send-now">
                {t('emailMarketing.campaign.sendNow')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
      {dialog === 'test' && <TestSendModal onSend={runTest} onClose={() => setDialog(null)} />}
      {dialog === 'schedule' && <ScheduleModal initial={toWallClock(campaign?.scheduledAt ?? null, timeZone)} onSchedule={runSchedule} onClose={() => setDialog(null)} />}
    </form>
  );
}

/** /tools/email-marketing/edit/{id}: a campaign's form and its sends ('new' adds one); read-only once it is sending or sent. */
export default function CampaignPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const adding = id === NEW_ID;
  const campaign = trpc.emailMarketing.campaign.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage
      listPath={P.list}
      listTitle={t('menu.emailMarketing')}
      adding={adding}
      record={campaign}
      heading={campaign.data?.name}
      badge={campaign.data && <CampaignStatusBadge status={campaign.data.status} />}
    >
      {(data) => <CampaignForm key={data ? `${data.id}-${data.status}` : NEW_ID} campaign={data} />}
    </RecordPage>
  );
}
