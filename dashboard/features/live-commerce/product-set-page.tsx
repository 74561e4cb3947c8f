import { Card, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIVE_COMMERCE_LIMITS as L, LIVE_SET_STATUSES, type TLiveSetStatus } from '../../../core/live-commerce/constants.ts';
import { ZProductSetInput, type TProductSet, type TProductSetInput } from '../../../core/live-commerce/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { LinkProductsField, lineOfProduct, type LinkLine } from '../../components/shop-links/link-products-field.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { LIVE_PATHS } from './paths.ts';

interface SetLine extends LinkLine {
  code: string;
  priceSen: number | null;
  qty: number | string;
  /** Units comments took; kept by the server for a code the set keeps. */
  sold: number;
  status: TLiveSetStatus;
}
type Values = { name: string; status: TLiveSetStatus; items: SetLine[] };

const valuesOf = (set: TProductSet | null): Values =>
  set
    ? { name: set.name, status: set.status, items: set.items.map((item) => ({ ...item, qty: item.qty })) }
    : { name: '', status: 'active', items: [] };

const inputOf = (values: Values): TProductSetInput => ({
  name: values.name,
  status: values.status,
  items: values.items.map((line) => ({
    productId: line.productId,
    optionId: line.optionId,
    code: line.code,
    priceSen: line.priceSen ?? Number.NaN,
    qty: typeof line.qty === 'number' ? line.qty : Number.NaN,
    status: line.status,
  })),
});

function ProductSetForm({ set }: { set: TProductSet | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.liveCommerce.createSet.useMutation();
  const update = trpc.liveCommerce.updateSet.useMutation();
  const form = useScreenForm<Values>({ initialValues: valuesOf(set), validate: (values) => zodErrors(ZProductSetInput.safeParse(inputOf(values))) });
  const statuses = LIVE_SET_STATUSES.map((s) => ({ value: s, label: t(`liveCommerce.setStatus.${s}`) }));
  const submit = form.onSubmit(async (values) => {
    try {
      const input = inputOf(values);
      const saved = set ? await update.mutateAsync({ id: set.id, set: input }) : await create.mutateAsync(input);
      showSuccess(t('liveCommerce.set.saved', { name: saved.name }));
      await utils.liveCommerce.invalidate();
      void navigate(LIVE_PATHS.sets);
    } catch (error) {
      showFormError(form, error, 'set.');
    }
  });
  const headers = [t('liveCommerce.set.code'), t('liveCommerce.set.price'), t('liveCommerce.set.qty'), t('liveCommerce.set.sold'), t('liveCommerce.set.status')];
  return (
    <form onSubmit={submit} noValidate data-testid="live-set-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <TextInput label={t('liveCommerce.set.name')} withAsterisk maxLength={L.nameMaxChars} {...form.getInputProps('name')} data-testid="set-name" />
            <Select label={t('liveCommerce.set.status')} data={statuses} allowDeselect={false} w={200} {...form.getInputProps('status')} />
            <Text size="sm" c="dimmed">
              {t('liveCommerce.set.codeHint', { max: L.codeMaxChars })}
            </Text>
          </Stack>
        </Card>
        <LinkProductsField<SetLine>
          field="items"
          lines={form.getValues().items}
          onChange={(items) => form.setFieldValue('items', items)}
          newLine={(row) => ({ ...lineOfProduct(row), code: '', priceSen: row.discountedPriceSen ?? row.priceSen, qty: 1, sold: 0, status: 'active' })}
          errorOf={(path) => form.errors[path]}
          extraHeaders={headers}
          extraCells={(line, i) => [
            <TextInput key="code" aria-label={headers[0]} w={110} maxLength={L.codeMaxChars} {...form.getInputProps(`items.${i}.code`)} data-testid={`item-code-${i}`} />,
            <MoneyInput key="price" aria-label={headers[1]} w={130} {...form.getInputProps(`items.${i}.priceSen`)} data-testid={`item-price-${i}`} />,
            <NumberInput key="qty" aria-label={headers[2]} min={0} max={L.maxQty} allowDecimal={false} w={100} {...form.getInputProps(`items.${i}.qty`)} data-testid={`item-qty-${i}`} />,
            <Text key="sold" size="sm" data-testid={`item-sold-${i}`}>
              {line.sold}
            </Text>,
            <Select key="status" aria-label={headers[4]} data={statuses} allowDeselect={false} w={130} {...form.getInputProps(`items.${i}.status`)} />,
          ]}
        />
        <SaveActions saving={create.isPending || update.isPending} cancelTo={LIVE_PATHS.sets} saveTestId="save-set" />
      </Stack>
    </form>
  );
}

/** /mysales/live-commerce/product-set/{sid}: a set's name, status and products, each with the code buyers comment, live price, units and status ('new' adds one). */
export default function ProductSetPage() {
  const { t } = useTranslation();
  const id = useParams().sid ?? '';
  const adding = id === 'new';
  const set = trpc.liveCommerce.getSet.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={LIVE_PATHS.sets} listTitle={t('menu.liveProductSets')} adding={adding} record={set}>
      {(data) => <ProductSetForm key={data?.id} set={data} />}
    </RecordPage>
  );
}
