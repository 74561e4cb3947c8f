import { Alert, Button, Group, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_SLOTS, type TicketKind } from '../../../core/support/constants.ts';
import { ZOpenTicketInput, type TTicket } from '../../../core/support/schema.ts';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import type { UploadedFile } from '../../app/files.ts';
import { LeaveGuard } from '../../app/leave-guard.tsx';
import { trpc } from '../../app/trpc.ts';
import { schemaResolver } from '../../components/zod-errors.ts';
import { AttachmentsInput } from './attachments-input.tsx';
import type { RequestKind } from './paths.ts';
import { emptyFields, REQUEST_FIELDS, type RequestField } from './request-fields.ts';

interface Values extends Record<string, unknown> {
  kind: TicketKind;
  issue: string;
  description: string;
  affectedDomain: string;
  appointmentDate: string;
  timeSlot: string;
  fields: Record<string, string | string[]>;
  attachmentIds: string[];
}

const initialValues = (kind: TicketKind): Values => ({
  kind,
  issue: '',
  description: '',
  affectedDomain: '',
  appointmentDate: '',
  timeSlot: '',
  fields: kind === 'remote' ? {} : emptyFields(kind),
  attachmentIds: [],
});

/**
 * The one ticket form: the remote support ticket (with its appointment) and each request form
 * (with its own fields, REQUEST_FIELDS). After a submission it shows the ticket's number; leaving
 * with unsaved changes asks first.
 */
export function TicketForm({ kind, onOpened }: { kind: TicketKind; onOpened?(ticket: TTicket): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [opened, setOpened] = useState<TTicket | null>(null);
  // Validated by the server's schema, then sent as what it parsed (the values of the form's kind only).
  const form = useScreenForm({ initialValues: initialValues(kind), validate: schemaResolver(ZOpenTicketInput), transformValues: (values: Values) => ZOpenTicketInput.parse(values) });
  const open = trpc.support.open.useMutation({
    onSuccess: async (ticket) => {
      form.reset();
      setFiles([]);
      setOpened(ticket);
      onOpened?.(ticket);
      await utils.support.list.invalidate();
    },
    onError: (error) => showFormError(form, error),
  });
  const setAttachments = (next: UploadedFile[]) => {
    setFiles(next);
    form.setFieldValue('attachmentIds', next.map((f) => f.id));
  };
  const dirty = form.isDirty() && !open.isPending;

  if (opened)
    return (
      <Stack data-testid="ticket-opened">
        <Alert color="green">{t('support.form.opened', { number: opened.number })}</Alert>
        <Group>
          <Button variant="default" onClick={() => setOpened(null)} data-testid="open-another">
            {t('support.form.another')}
          </Button>
        </Group>
      </Stack>
    );

  const fieldInput = (f: RequestField) => {
    const path = `fields.${f.name}`;
    const key = form.key(path);
    const props = { label: t(`support.fields.${f.name}`), withAsterisk: f.required, 'data-testid': `field-${f.name}`, ...form.getInputProps(path) };
    switch (f.input) {
      case 'textarea':
        return <Textarea key={key} autosize minRows={4} {...props} />;
      case 'select':
        return <Select key={key} data={(f.options ?? []).map((value) => ({ value, label: t(`support.options.${f.name}.${value}`) }))} {...props} />;
      case 'emails':
        return <TagsInput key={key} description={t('support.form.addressesHint')} {...props} />;
      default:
        return <TextInput key={key} {...props} />;
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => open.mutate(values))} noValidate data-testid={`ticket-form-${kind}`}>
      <LeaveGuard dirty={dirty} />
      <Stack>
        <TextInput label={t('support.fields.issue')} withAsterisk {...form.getInputProps('issue')} key={form.key('issue')} data-testid="field-issue" />
        {kind === 'remote' && (
          <>
            <TextInput label={t('support.fields.affectedDomain')} placeholder="example.com" {...form.getInputProps('affectedDomain')} key={form.key('affectedDomain')} data-testid="field-affectedDomain" />
            <Group grow align="flex-start" wrap="wrap">
              <DateInput
                label={t('support.fields.appointmentDate')}
                withAsterisk
                valueFormat="YYYY-MM-DD"
                minDate={new Date()}
                clearable
                miw={180}
                {...form.getInputProps('appointmentDate')}
                value={form.getValues().appointmentDate || null}
                onChange={(day) => form.setFieldValue('appointmentDate', day ?? '')}
                key={form.key('appointmentDate')}
                data-testid="field-appointmentDate"
              />
              <Select label={t('support.fields.timeSlot')} data={[...TIME_SLOTS]} clearable miw={160} {...form.getInputProps('timeSlot')} key={form.key('timeSlot')} onChange={(v) => form.setFieldValue('timeSlot', v ?? '')} data-testid="field-timeSlot" />
            </Group>
          </>
        )}
        {kind !== 'remote' && REQUEST_FIELDS[kind as RequestKind].map(fieldInput)}
        <Textarea label={t('support.fields.description')} withAsterisk autosize minRows={4} {...form.getInputProps('description')} key={form.key('description')} data-testid="field-description" />
        <AttachmentsInput files={files} onChange={setAttachments} />
        <Group justify="flex-end">
          <Button type="submit" loading={open.isPending} data-testid="submit-ticket">
            {t('support.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
