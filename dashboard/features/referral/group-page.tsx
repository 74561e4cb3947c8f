import { Card, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REFERRAL_LIMITS as L } from '../../../core/referral/constants.ts';
import { ZReferralGroupInput, type TReferralGroup } from '../../../core/referral/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { REFERRAL_PATHS as P } from './paths.ts';

/** The form's values: the commission is '' until typed (NumberInput's empty value). */
interface Values extends Record<string, unknown> {
  name: string;
  commissionPercent: number | string;
}

function GroupForm({ group }: { group: TReferralGroup | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.referral.createGroup.useMutation();
  const update = trpc.referral.updateGroup.useMutation();
  const form = useScreenForm<Values>({
    initialValues: { name: group?.name ?? '', commissionPercent: group?.commissionPercent ?? '' },
    validate: (values) => zodErrors(ZReferralGroupInput.safeParse({ ...values, commissionPercent: values.commissionPercent === '' ? undefined : values.commissionPercent })),
  });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const input = { name: values.name, commissionPercent: Number(values.commissionPercent) };
      const saved = group ? await update.mutateAsync({ id: group.id, group: input }) : await create.mutateAsync(input);
      showSuccess(t('referral.group.saved', { name: saved.name }));
      await utils.referral.invalidate();
    },
    () => void navigate(P.groups),
    group ? 'group.' : '',
  );
  return (
    <form onSubmit={submit} noValidate data-testid="referral-group-form">
      <Card withBorder>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('referral.group.name')} withAsterisk maxLength={L.nameMaxChars} {...form.getInputProps('name')} data-testid="group-name" />
            <NumberInput
              label={t('referral.group.commission')}
              withAsterisk
              min={0}
              max={L.maxCommissionPercent}
              decimalScale={2}
              suffix="%"
              {...form.getInputProps('commissionPercent')}
              data-testid="group-commission"
            />
          </SimpleGrid>
          <SaveActions saving={saving} cancelTo={P.groups} saveTestId="save-referral-group" />
        </Stack>
      </Card>
    </form>
  );
}

/** /referral/referral-group-edit/{action_id}: a referral group's name and commission percent ('new' adds one). */
export default function GroupPage() {
  const { t } = useTranslation();
  const id = useParams().action_id ?? '';
  const adding = id === 'new';
  const group = trpc.referral.group.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={P.groups} listTitle={t('menu.referralGroups')} adding={adding} record={group}>
      {(data) => <GroupForm key={data?.id} group={data} />}
    </RecordPage>
  );
}
