import { Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_IDS, REWARD_LIMITS } from '../../../core/reward-station/constants.ts';
import { ZRewardItemInput, type TRewardItem } from '../../../core/reward-station/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { BLANK_ITEM, formValuesOf, toItemInput, type ItemFormValues } from './item-form-values.ts';
import { STATION_PATH } from './paths.ts';
import { useCount } from '../../components/format.ts';

function useTimeZone() {
  return useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
}

/** What the item's limit has given so far. */
function ItemCounts({ item }: { item: TRewardItem }) {
  const { t } = useTranslation();
  const cells = [
    [t('rewardStation.item.redeemed'), item.redeemed],
    [t('rewardStation.item.pending'), item.pending],
    [t('rewardStation.item.remaining'), item.remaining ?? t('rewardStation.item.noLimit')],
  ] as const;
  return (
    <Card withBorder data-testid="item-counts">
      <SimpleGrid cols={3}>
        {cells.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}

function ItemForm({ item }: { item: TRewardItem | null }) {
  const { t } = useTranslation();
  const formatCount = useCount();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const timeZone = useTimeZone();
  const tiers = trpc.rewardStation.tierOptions.useQuery();
  const create = trpc.rewardStation.createItem.useMutation();
  const update = trpc.rewardStation.updateItem.useMutation();
  const remove = trpc.rewardStation.deleteItem.useMutation({
    onSuccess: async () => {
      await utils.rewardStation.invalidate();
      void navigate(STATION_PATH);
    },
    onError: showError,
  });
  const form = useScreenForm<ItemFormValues>({
    initialValues: item ? formValuesOf(item, timeZone) : BLANK_ITEM,
    // The server's schema, on the values as they will be sent.
    validate: (values) => zodErrors(ZRewardItemInput.safeParse(toItemInput(values, timeZone))),
  });
  const submit = form.onSubmit(async (values) => {
    const input = ZRewardItemInput.parse(toItemInput(values, timeZone));
    try {
      const saved = item ? await update.mutateAsync({ id: item.id, item: input }) : await create.mutateAsync(input);
      showSuccess(t('rewardStation.item.saved', { name: saved.name }));
      await utils.rewardStation.invalidate();
      void navigate(STATION_PATH);
    } catch (error) {
      showFormError(form, error);
    }
  });
  const note = form.getValues().note;

  return (
    <form onSubmit={submit} noValidate data-testid="reward-item-form">
      <Stack>
        {item && <ItemCounts item={item} />}
        <Card withBorder>
          <Stack>
            <TextInput label={t('rewardStation.item.name')} withAsterisk {...form.getInputProps('name')} data-testid="item-name" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput label={t('rewardStation.item.pointsRequired')} withAsterisk min={1} allowDecimal={false} {...form.getInputProps('pointsRequired')} data-testid="item-points" />
              <NumberInput
                label={t('rewardStation.item.redemptionLimit')}
                description={t('rewardStation.item.blankNoLimit')}
                min={1}
                allowDecimal={false}
                {...form.getInputProps('redemptionLimit')}
              />
              <NumberInput
                label={t('rewardStation.item.limitPerMember')}
                description={t('rewardStation.item.blankNoLimit')}
                min={1}
                allowDecimal={false}
                {...form.getInputProps('limitPerMember')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('rewardStation.item.tier')}
                description={t('rewardStation.item.tierHint')}
                placeholder={t('rewardStation.item.anyTier')}
                clearable
                data={(tiers.data ?? []).map((tier) => ({ value: tier.id, label: `${tier.nameEn} (${formatCount(tier.reachPoints)})` }))}
                {...form.getInputProps('tierId')}
              />
              <Select
                label={t('rewardStation.item.availability')}
                withAsterisk
                allowDeselect={false}
                data={AVAILABILITY_IDS.map((id) => ({ value: String(id), label: t(`rewardStation.availability.${id}`) }))}
                {...form.getInputProps('availability')}
                data-testid="item-availability"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateTimePicker label={t('rewardStation.item.startAt')} clearable withSeconds={false} {...form.getInputProps('startAt')} />
              <DateTimePicker label={t('rewardStation.item.endAt')} clearable withSeconds={false} {...form.getInputProps('endAt')} />
            </SimpleGrid>
            <TextInput label={t('rewardStation.item.voucherLink')} placeholder="https://" {...form.getInputProps('voucherLink')} />
            <Textarea
              label={t('rewardStation.item.note')}
              description={`${note.length} / ${REWARD_LIMITS.noteMaxChars}`}
              autosize
              minRows={2}
              {...form.getInputProps('note')}
              data-testid="item-note"
            />
          </Stack>
        </Card>
        <Group justify="space-between">
          <Group>
            {item && (
              <DeleteButton
                label={t('common.delete')}
                title={t('rewardStation.item.deleteTitle', { name: item.name })}
                deleting={remove.isPending}
                onConfirm={() => remove.mutate({ id: item.id })}
                testId="delete-item"
              />
            )}
          </Group>
          <SaveActions saving={create.isPending || update.isPending} cancelTo={STATION_PATH} saveTestId="save-item" />
        </Group>
      </Stack>
    </form>
  );
}

/** /mysales/loyalty-and-reward/reward-station/item/{id}: an item's every field and counts ('new' adds one). */
export default function ItemPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const adding = id === 'new';
  const item = trpc.rewardStation.item.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={STATION_PATH} listTitle={t('rewardStation.title')} adding={adding} record={item}>
      {(data) => <ItemForm key={data?.id} item={data} />}
    </RecordPage>
  );
}
