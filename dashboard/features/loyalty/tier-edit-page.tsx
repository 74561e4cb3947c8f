import { Card, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZTierInput, type TTierInputRaw, type TTierRow } from '../../../core/loyalty/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

const LIST = '/mysales/loyalty-and-reward/member-tier';
const BLANK: TTierInputRaw = { nameEn: '', nameCn: '', nameBm: '', reachPoints: 0, multiplierBp: 10_000 };

function TierForm({ tier }: { tier: TTierRow | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const initial = tier ? { nameEn: tier.nameEn, nameCn: tier.nameCn, nameBm: tier.nameBm, reachPoints: tier.reachPoints, multiplierBp: tier.multiplierBp } : BLANK;
  const form = useScreenForm<TTierInputRaw>({ initialValues: initial, validate: schemaResolver(ZTierInput) });
  const create = trpc.loyalty.createTier.useMutation();
  const update = trpc.loyalty.updateTier.useMutation();
  const remove = trpc.loyalty.deleteTier.useMutation({
    onSuccess: async () => {
      await utils.loyalty.invalidate();
      void navigate(LIST);
    },
    onError: showError,
  });
  const values = form.getValues();
  const submit = form.onSubmit(async (input) => {
    try {
      const saved = tier ? await update.mutateAsync({ id: tier.id, tier: input }) : await create.mutateAsync(input);
      showSuccess(t('loyalty.tiers.saved', { name: saved.nameEn }));
      await utils.loyalty.invalidate();
      void navigate(LIST);
    } catch (error) {
      showFormError(form, error, tier ? 'tier.' : '');
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="tier-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('loyalty.tiers.nameEn')} withAsterisk {...form.getInputProps('nameEn')} />
              <TextInput label={t('loyalty.tiers.nameCn')} {...form.getInputProps('nameCn')} />
              <TextInput label={t('loyalty.tiers.nameBm')} {...form.getInputProps('nameBm')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('loyalty.tiers.reachPoints')}
                description={t('loyalty.tiers.reachPointsHint')}
                withAsterisk
                min={0}
                allowDecimal={false}
                thousandSeparator=","
                {...form.getInputProps('reachPoints')}
                onChange={(v) => form.setFieldValue('reachPoints', v === '' ? Number.NaN : Number(v))}
              />
              <NumberInput
                label={t('loyalty.tiers.multiplier')}
                description={t('loyalty.tiers.multiplierHint')}
                withAsterisk
                min={0.01}
                step={0.1}
                decimalScale={2}
                suffix="x"
                {...form.getInputProps('multiplierBp')}
                value={typeof values.multiplierBp === 'number' && !Number.isNaN(values.multiplierBp) ? values.multiplierBp / 10_000 : ''}
                onChange={(v) => form.setFieldValue('multiplierBp', v === '' ? Number.NaN : Math.round(Number(v) * 10_000))}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Group justify="space-between">
          <Group>{tier && <DeleteButton label={t('loyalty.tiers.delete')} title={t('loyalty.tiers.delete')} deleting={remove.isPending} onConfirm={() => remove.mutate({ id: tier.id })} testId="delete-tier" />}</Group>
          <SaveActions saving={create.isPending || update.isPending} cancelTo={LIST} />
        </Group>
      </Stack>
    </form>
  );
}

/** /mysales/loyalty-and-reward/member-reward/tier/{tid}: a tier's names, reach tier point and multiplier ('new' adds one). */
export default function TierEditPage() {
  const { t } = useTranslation();
  const tid = useParams().tid ?? '';
  const adding = tid === 'new';
  const tier = trpc.loyalty.getTier.useQuery({ id: tid }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={LIST} listTitle={t('menu.memberTiers')} adding={adding} record={tier}>
      {(data) => <TierForm key={data?.id} tier={data} />}
    </RecordPage>
  );
}
