import { Card, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZPurchaseLinkInput, type TPurchaseLink, type TPurchaseLinkInput } from '../../../core/purchase-links/schema.ts';
import { DISCOUNT_TYPE_IDS } from '../../../core/vouchers/constants.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { LinkProductsField, lineOfProduct, type LinkLine } from '../../components/shop-links/link-products-field.tsx';
import { ShareLinkCard } from '../../components/shop-links/share-link.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { PURCHASE_LINKS_PATH } from './paths.ts';

interface PurchaseLine extends LinkLine {
  stock: number | string;
  purchaseQty: number | string;
  /** Sold through the link so far (0 for a new line). */
  soldCount: number;
}
type Values = {
  name: string;
  slug: string;
  active: boolean;
  voucherId: string | null;
  /** The Select's value: '1' to '4', or null. */
  voucherDiscountType: string | null;
  products: PurchaseLine[];
};

const valuesOf = (link: TPurchaseLink | null): Values =>
  link
    ? {
        name: link.name,
        slug: link.slug,
        active: link.active,
        voucherId: link.voucher?.id ?? null,
        voucherDiscountType: link.voucherDiscountType === null ? null : String(link.voucherDiscountType),
        products: link.products.map((p) => ({ productId: p.productId, productName: p.productName, sku: p.sku, optionId: p.optionId, options: p.options, stock: p.stock, purchaseQty: p.purchaseQty, soldCount: p.soldCount })),
      }
    : { name: '', slug: '', active: true, voucherId: null, voucherDiscountType: null, products: [] };

const count = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
const inputOf = (values: Values): TPurchaseLinkInput => ({
  name: values.name,
  slug: values.slug,
  active: values.active,
  voucherId: values.voucherId,
  voucherDiscountType: values.voucherDiscountType === null ? null : (Number(values.voucherDiscountType) as TPurchaseLinkInput['voucherDiscountType']),
  products: values.products.map((p) => ({ productId: p.productId, optionId: p.optionId, stock: count(p.stock), purchaseQty: count(p.purchaseQty) })),
});

function PurchaseLinkForm({ link }: { link: TPurchaseLink | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const vouchers = trpc.purchaseLinks.voucherOptions.useQuery();
  const create = trpc.purchaseLinks.create.useMutation();
  const update = trpc.purchaseLinks.update.useMutation();
  // The server's schema, on the values as they will be sent.
  const form = useScreenForm<Values>({ initialValues: valuesOf(link), validate: (values) => zodErrors(ZPurchaseLinkInput.safeParse(inputOf(values))) });
  const submit = form.onSubmit(async (values) => {
    const input = inputOf(values);
    try {
      const saved = link ? await update.mutateAsync({ id: link.id, link: input }) : await create.mutateAsync(input);
      showSuccess(t('purchaseLinks.saved', { name: saved.name }));
      await utils.purchaseLinks.invalidate();
      void navigate(PURCHASE_LINKS_PATH);
    } catch (error) {
      showFormError(form, error, 'link.');
    }
  });
  // The linked voucher stays in the select even once it is no longer offered, so the form shows it;
  // the select offers the vouchers of the chosen discount type.
  const discountType = form.getValues().voucherDiscountType;
  const offered = [...(vouchers.data ?? []), ...(link?.voucher && !vouchers.data?.some((v) => v.id === link.voucher!.id) ? [link.voucher] : [])];
  const voucherData = offered.filter((v) => discountType !== null && String(v.discountType) === discountType).map((v) => ({ value: v.id, label: `${v.name} (${v.code})` }));
  const chooseDiscountType = (value: string | null) => {
    form.setFieldValue('voucherDiscountType', value);
    const chosen = offered.find((v) => v.id === form.getValues().voucherId);
    if (chosen && String(chosen.discountType) !== value) form.setFieldValue('voucherId', null);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="purchase-link-form">
      <Stack>
        {link && <ShareLinkCard url={link.url} />}
        <Card withBorder>
          <Stack>
            <TextInput label={t('purchaseLinks.name')} withAsterisk {...form.getInputProps('name')} data-testid="link-name" />
            <TextInput label={t('shopLinks.slug')} description={t('shopLinks.slugHint', { path: '/buy/' })} {...form.getInputProps('slug')} data-testid="link-slug" />
            <Select
              label={t('purchaseLinks.voucherDiscountType')}
              placeholder={t('purchaseLinks.noVoucher')}
              clearable
              data={DISCOUNT_TYPE_IDS.map((id) => ({ value: String(id), label: t(`vouchers.discountTypes.${id}`) }))}
              {...form.getInputProps('voucherDiscountType')}
              onChange={chooseDiscountType}
              data-testid="link-voucher-discount-type"
            />
            <Select
              label={t('purchaseLinks.voucher')}
              description={t('purchaseLinks.voucherHint')}
              placeholder={t('purchaseLinks.noVoucher')}
              clearable
              searchable
              data={voucherData}
              disabled={discountType === null}
              {...form.getInputProps('voucherId')}
              data-testid="link-voucher"
            />
            <Switch label={t('shopLinks.tabs.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          </Stack>
        </Card>
        <LinkProductsField<PurchaseLine>
          lines={form.getValues().products}
          onChange={(products) => form.setFieldValue('products', products)}
          newLine={(row) => ({ ...lineOfProduct(row), stock: '', purchaseQty: 1, soldCount: 0 })}
          errorOf={(path) => form.errors[path]}
          extraHeaders={[t('purchaseLinks.stock'), t('purchaseLinks.purchaseQty'), t('purchaseLinks.sold')]}
          extraCells={(line, i) => [
            <NumberInput key="stock" aria-label={t('purchaseLinks.stock')} min={0} allowDecimal={false} w={100} {...form.getInputProps(`products.${i}.stock`)} />,
            <NumberInput key="qty" aria-label={t('purchaseLinks.purchaseQty')} min={1} allowDecimal={false} w={100} {...form.getInputProps(`products.${i}.purchaseQty`)} />,
            <Text key="sold" size="sm">
              {line.soldCount}
            </Text>,
          ]}
        />
        <SaveActions saving={create.isPending || update.isPending} cancelTo={PURCHASE_LINKS_PATH} saveTestId="save-link" />
      </Stack>
    </form>
  );
}

/** /mysales/purchase-detail/{pid}: a purchase link's name, custom link, voucher, status and products ('new' adds one). */
export default function PurchaseLinkPage() {
  const { t } = useTranslation();
  const id = useParams().pid ?? '';
  const adding = id === 'new';
  const link = trpc.purchaseLinks.get.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={PURCHASE_LINKS_PATH} listTitle={t('purchaseLinks.title')} adding={adding} record={link}>
      {(data) => <PurchaseLinkForm key={data?.id} link={data} />}
    </RecordPage>
  );
}
