import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZAdjustPointsInput, type TMemberPointsRow } from '../../../core/loyalty/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { useCount } from '../../components/format.ts';

interface Values {
  [key: string]: unknown;
  points: number | string;
  note: string;
}

/** Finds a member by the number screens show, for a member who has no points yet. */
function MemberLookup({ onFound }: { onFound(member: TMemberPointsRow): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [memberNo, setMemberNo] = useState<number | string>('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const find = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const member = await utils.loyalty.memberByNo.fetch({ memberNo: Number(memberNo) });
      if (member) onFound(member);
      else setMessage(t('loyalty.points.memberNotFound'));
    } catch (error) {
      setMessage(errorInfo(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <Group align="flex-end">
        <NumberInput label={t('loyalty.points.memberNo')} min={1} allowDecimal={false} value={memberNo} onChange={setMemberNo} data-testid="adjust-member-no" />
        <Button variant="light" onClick={() => void find()} loading={busy} disabled={memberNo === ''}>
          {t('loyalty.points.find')}
        </Button>
      </Group>
      {message && <Alert color="yellow">{message}</Alert>}
    </Stack>
  );
}

/** Adds or deducts a member's points with a note; a deduction cannot take the balance below 0. */
export function AdjustPointsModal({ member: initial, onClose }: { member: TMemberPointsRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const formatCount = useCount();
  const utils = trpc.useUtils();
  const [member, setMember] = useState(initial);
  const form = useScreenForm<Values>({
    initialValues: { points: '', note: '' },
    validate: (values) => {
      const result = ZAdjustPointsInput.safeParse({ memberId: member?.memberId ?? '', points: values.points === '' ? Number.NaN : Number(values.points), note: values.note });
      return zodErrors(result);
    },
  });
  const adjust = trpc.loyalty.adjustPoints.useMutation();
  const submit = form.onSubmit(async (values) => {
    if (!member) return;
    try {
      const saved = await adjust.mutateAsync({ memberId: member.memberId, points: Number(values.points), note: values.note });
      await utils.loyalty.invalidate();
      showSuccess(t('loyalty.points.adjusted', { name: saved.name, points: formatCount(saved.availablePoints) }));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('loyalty.points.adjust')}</Text>} centered size="lg">
      <Stack>
        {member ? (
          <Text data-testid="adjust-member">
            #{member.memberNo} {member.name} — {t('loyalty.points.availableValue', { points: formatCount(member.availablePoints) })}
          </Text>
        ) : (
          <MemberLookup onFound={setMember} />
        )}
        {member && (
          <form onSubmit={submit} noValidate data-testid="adjust-form">
            <Stack>
              <NumberInput label={t('loyalty.points.change')} description={t('loyalty.points.changeHint')} withAsterisk allowDecimal={false} {...form.getInputProps('points')} data-testid="adjust-points" />
              <Textarea label={t('loyalty.points.note')} withAsterisk autosize minRows={2} maxLength={225} {...form.getInputProps('note')} data-testid="adjust-note" />
              <FormActions onCancel={onClose} saving={adjust.isPending} />
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
