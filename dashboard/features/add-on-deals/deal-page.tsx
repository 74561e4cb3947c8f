import { Card, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADD_ON_DEAL_TYPE_IDS } from '../../../core/add-on-deals/constants.ts';
import { ZAddOnDealInput, type TAddOnDeal } from '../../../core/add-on-deals/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { PeriodStatusBadge } from '../../components/period-status-badge.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { BLANK_DEAL, formValuesOf, toDealInput, type DealFormValues } from './deal-form-values.ts';
import { AddOnItems, MainProducts } from './deal-products.tsx';
import { DEAL_LIST_PATH } from './paths.ts';

/** Core's schema on the values as they will be sent, as form errors by field. */
function validate(values: DealFormValues, timeZone: string, saved?: TAddOnDeal): Record<string, string> {
  return zodErrors(ZAddOnDealInput.safeParse(toDealInput(values, timeZone, saved)));
}

function DealForm({ deal }: { deal: TAddOnDeal | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  // An ended deal is kept as it ran; an ongoing one keeps its start. A viewer's form is read-only (useScreenForm).
  const editable = deal?.status !== 'ended';
  const create = trpc.addOnDeals.create.useMutation();
  const update = trpc.addOnDeals.update.useMutation();
  const form = useScreenForm<DealFormValues>({ initialValues: deal ? formValuesOf(deal, timeZone) : BLANK_DEAL, validate: (values) => validate(values, timeZone, deal ?? undefined) });
  const submit = form.onSubmit(async (values) => {
    const input = ZAddOnDealInput.parse(toDealInput(values, timeZone, deal ?? undefined));
    try {
      const saved = deal ? await update.mutateAsync({ id: deal.id, deal: input }) : await create.mutateAsync(input);
      showSuccess(t('addOnDeals.saved', { name: saved.name }));
      await utils.addOnDeals.invalidate();
      void navigate(DEAL_LIST_PATH);
    } catch (error) {
      showFormError(form, error, deal ? 'deal.' : '');
    }
  });
  const typeInput = form.getInputProps('type');

  return (
    <form onSubmit={submit} noValidate data-testid="add-on-deal-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('addOnDeals.name')} withAsterisk disabled={!editable} {...form.getInputProps('name')} data-testid="deal-name" />
              <Select
                label={t('addOnDeals.type')}
                withAsterisk
                allowDeselect={false}
                disabled={!editable}
                data={ADD_ON_DEAL_TYPE_IDS.map((id) => ({ value: String(id), label: t(`addOnDeals.types.${id}`) }))}
                {...typeInput}
                onChange={(value) => {
                  typeInput.onChange(value);
                  // A gift with purchase is free: its add-on prices become RM 0.00.
                  if (value === '2') form.setFieldValue('items', form.getValues().items.map((i) => ({ ...i, priceSen: 0 })));
                }}
              />
              <NumberInput label={t('addOnDeals.dealPurchaseLimit')} description={t('addOnDeals.dealPurchaseLimitHint')} withAsterisk min={1} allowDecimal={false} disabled={!editable} {...form.getInputProps('purchaseLimit')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateTimePicker label={t('addOnDeals.startAt')} withAsterisk withSeconds={false} disabled={!editable || deal?.status === 'ongoing'} {...form.getInputProps('startAt')} />
              <DateTimePicker label={t('addOnDeals.endAt')} withAsterisk withSeconds={false} disabled={!editable} description={t('addOnDeals.endHint')} {...form.getInputProps('endAt')} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder>
          <MainProducts form={form} editable={editable} />
        </Card>
        <Card withBorder>
          <AddOnItems form={form} editable={editable} />
        </Card>
        <SaveActions canSave={editable} saving={create.isPending || update.isPending} cancelTo={DEAL_LIST_PATH} />
      </Stack>
    </form>
  );
}

/** /mysales/marketing-tools/add-on-deals/new and /{did}: a deal's terms, main products and add-on products. */
export default function DealPage() {
  const { t } = useTranslation();
  const did = useParams().did;
  const deal = trpc.addOnDeals.get.useQuery({ id: did ?? '' }, { enabled: Boolean(did), staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={DEAL_LIST_PATH} listTitle={t('addOnDeals.title')} badge={deal.data && <PeriodStatusBadge status={deal.data.status} labels="addOnDeals.status" />} adding={!did} record={deal}>
      {(data) => <DealForm key={data?.id} deal={data} />}
    </RecordPage>
  );
}
