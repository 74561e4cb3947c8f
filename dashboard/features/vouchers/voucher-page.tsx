import { useState } from 'react';
import { Card, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_TYPE_IDS, VOUCHER_KIND, VOUCHER_KIND_IDS, VOUCHER_MODE_IDS, VOUCHER_TYPE, VOUCHER_TYPE_IDS } from '../../../core/vouchers/constants.ts';
import { ZVoucherInput, type TVoucher } from '../../../core/vouchers/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { ProductPicker } from '../../components/product-picker.tsx';
import { ProductNameCell, ProductTableTitle, RemoveRowCell } from '../../components/product-table.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { formValuesOf, newVoucher, toVoucherInput, type VoucherFormValues } from './voucher-form-values.ts';
import { VoucherRunCard } from './voucher-run-card.tsx';
import { VOUCHER_LIST_PATH, voucherPath } from './paths.ts';

type Product = { id: string; name: string; sku: string };

function VoucherForm({ voucher }: { voucher: TVoucher | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const create = trpc.vouchers.create.useMutation();
  const update = trpc.vouchers.update.useMutation();
  const [picking, setPicking] = useState(false);
  const [products, setProducts] = useState<Product[]>(voucher?.products ?? []);
  const form = useScreenForm<VoucherFormValues>({
    initialValues: voucher ? formValuesOf(voucher, timeZone) : newVoucher(timeZone),
    // The server's schema, on the values as they will be sent.
    validate: (values) => zodErrors(ZVoucherInput.safeParse(toVoucherInput(values, timeZone))),
  });
  const values = form.getValues();
  const setProductList = (list: Product[]) => {
    setProducts(list);
    form.setFieldValue('productIds', list.map((p) => p.id));
  };
  const submit = form.onSubmit(async (submitted) => {
    const input = ZVoucherInput.parse(toVoucherInput(submitted, timeZone));
    try {
      const saved = voucher ? await update.mutateAsync({ id: voucher.id, voucher: input }) : await create.mutateAsync(input);
      showSuccess(t('vouchers.saved', { name: saved.name }));
      await utils.vouchers.invalidate();
      // A new bulk voucher stays open: its codes are generated here.
      void navigate(!voucher && saved.kind === VOUCHER_KIND.bulk ? voucherPath(saved.id) : VOUCHER_LIST_PATH);
    } catch (error) {
      showFormError(form, error, 'voucher.');
    }
  });
  const select = (field: keyof VoucherFormValues, label: string, data: { value: string; label: string }[], required = true) => (
    <Select label={label} withAsterisk={required} allowDeselect={false} data={data} {...form.getInputProps(field)} data-testid={`voucher-${field}`} />
  );
  const discount = values.discountType;

  return (
    <form onSubmit={submit} noValidate data-testid="voucher-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('vouchers.voucherName')} withAsterisk {...form.getInputProps('name')} data-testid="voucher-name" />
              <TextInput label={t('vouchers.code')} description={values.kind === '3' ? t('vouchers.prefixHint') : undefined} withAsterisk {...form.getInputProps('code')} data-testid="voucher-code" />
              {select('kind', t('vouchers.kind'), VOUCHER_KIND_IDS.map((id) => ({ value: String(id), label: t(`vouchers.kinds.${id}`) })), false)}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {select('type', t('vouchers.type'), VOUCHER_TYPE_IDS.map((id) => ({ value: String(id), label: t(`vouchers.types.${id}`) })))}
              {select('discountType', t('vouchers.discountType'), DISCOUNT_TYPE_IDS.map((id) => ({ value: String(id), label: t(`vouchers.discountTypes.${id}`) })))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              {discount === '1' && <MoneyInput label={t('vouchers.amount')} withAsterisk {...form.getInputProps('amountSen')} data-testid="voucher-amount" />}
              {(discount === '2' || discount === '3') && (
                <NumberInput label={t('vouchers.percent')} withAsterisk min={0} max={100} decimalScale={2} suffix="%" {...form.getInputProps('percentBp')} data-testid="voucher-percent" />
              )}
              {discount === '3' && <MoneyInput label={t('vouchers.maxDiscount')} withAsterisk {...form.getInputProps('maxDiscountSen')} data-testid="voucher-max-discount" />}
              <MoneyInput label={t('vouchers.minCart')} {...form.getInputProps('minCartSen')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput label={t('vouchers.quantity')} withAsterisk min={1} allowDecimal={false} {...form.getInputProps('quantity')} data-testid="voucher-quantity" />
              <NumberInput label={t('vouchers.perMemberLimit')} min={1} allowDecimal={false} {...form.getInputProps('perMemberLimit')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {select('mode', t('vouchers.mode'), VOUCHER_MODE_IDS.map((id) => ({ value: String(id), label: t(`vouchers.modes.${id}`) })))}
              {select('displayed', t('vouchers.display'), [
                { value: '1', label: t('vouchers.show') },
                { value: '0', label: t('vouchers.hidden') },
              ])}
              {select('active', t('vouchers.status'), [
                { value: '1', label: t('vouchers.active') },
                { value: '0', label: t('vouchers.inactive') },
              ])}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateTimePicker label={t('vouchers.claimStart')} withAsterisk withSeconds={false} {...form.getInputProps('claimStartAt')} data-testid="voucher-claim-start" />
              <DateTimePicker label={t('vouchers.claimEnd')} withAsterisk withSeconds={false} {...form.getInputProps('claimEndAt')} data-testid="voucher-claim-end" />
            </SimpleGrid>
          </Stack>
        </Card>
        {values.type === String(VOUCHER_TYPE.product) && (
          <Card withBorder data-testid="voucher-products">
            <Stack gap="xs">
              <ProductTableTitle title={t('vouchers.products')} addLabel={t('vouchers.addProducts')} addTestId="add-products" onAdd={() => setPicking(true)} />
              {form.errors.productIds && (
                <Text c="red" size="sm">
                  {form.errors.productIds}
                </Text>
              )}
              <Table>
                <Table.Tbody>
                  {products.map((p) => (
                    <Table.Tr key={p.id}>
                      <ProductNameCell name={p.name} detail={p.sku} />
                      <RemoveRowCell onRemove={() => setProductList(products.filter((x) => x.id !== p.id))} />
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
            <ProductPicker
              opened={picking}
              onClose={() => setPicking(false)}
              chosenIds={products.map((p) => p.id)}
              onPick={(rows) => {
                setProductList([...products, ...rows.map((r) => ({ id: r.id, name: r.nameEn, sku: r.sku }))]);
                setPicking(false);
              }}
            />
          </Card>
        )}
        <SaveActions saving={create.isPending || update.isPending} cancelTo={VOUCHER_LIST_PATH} saveTestId="save-voucher" />
      </Stack>
    </form>
  );
}

/** /mysales/marketing-tools/voucher/{vid}: a voucher's every field, and a bulk voucher's runs ('new' adds one). */
export default function VoucherPage() {
  const { t } = useTranslation();
  const id = useParams().vid ?? '';
  const adding = id === 'new';
  const voucher = trpc.vouchers.get.useQuery({ id }, { enabled: !adding });
  return (
    <RecordPage listPath={VOUCHER_LIST_PATH} listTitle={t('vouchers.title')} adding={adding} record={voucher}>
      {(data) =>
        data ? (
          <>
            <VoucherForm key={data.updatedAt.getTime()} voucher={data} />
            {data.kind === VOUCHER_KIND.bulk && <VoucherRunCard voucher={data} />}
          </>
        ) : (
          <VoucherForm voucher={null} />
        )
      }
    </RecordPage>
  );
}
