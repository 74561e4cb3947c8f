import { Card, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZPaymentLinkInput, type TPaymentLink, type TPaymentLinkInput } from '../../../core/payment-links/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { LinkProductsField, lineOfProduct, type LinkLine } from '../../components/shop-links/link-products-field.tsx';
import { ShareLinkCard } from '../../components/shop-links/share-link.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { PAYMENT_LINKS_PATH } from './paths.ts';

interface PaymentLine extends LinkLine {
  qty: number | string;
}
type Values = {
  name: string;
  slug: string;
  active: boolean;
  products: PaymentLine[];
};

const valuesOf = (link: TPaymentLink | null): Values =>
  link
    ? { name: link.name, slug: link.slug, active: link.active, products: link.products.map((p) => ({ productId: p.productId, productName: p.productName, sku: p.sku, optionId: p.optionId, options: p.options, qty: p.qty })) }
    : { name: '', slug: '', active: true, products: [] };

const inputOf = (values: Values): TPaymentLinkInput => ({
  name: values.name,
  slug: values.slug,
  active: values.active,
  products: values.products.map((p) => ({ productId: p.productId, optionId: p.optionId, qty: typeof p.qty === 'number' ? p.qty : Number.NaN })),
});

function PaymentLinkForm({ link }: { link: TPaymentLink | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.paymentLinks.create.useMutation();
  const update = trpc.paymentLinks.update.useMutation();
  // The server's schema, on the values as they will be sent.
  const form = useScreenForm<Values>({ initialValues: valuesOf(link), validate: (values) => zodErrors(ZPaymentLinkInput.safeParse(inputOf(values))) });
  const submit = form.onSubmit(async (values) => {
    const input = inputOf(values);
    try {
      const saved = link ? await update.mutateAsync({ id: link.id, link: input }) : await create.mutateAsync(input);
      showSuccess(t('paymentLinks.saved', { name: saved.name }));
      await utils.paymentLinks.invalidate();
      void navigate(PAYMENT_LINKS_PATH);
    } catch (error) {
      showFormError(form, error, 'link.');
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="payment-link-form">
      <Stack>
        {link && <ShareLinkCard url={link.url} />}
        <Card withBorder>
          <Stack>
            <TextInput label={t('paymentLinks.name')} withAsterisk {...form.getInputProps('name')} data-testid="link-name" />
            <TextInput label={t('shopLinks.slug')} description={t('shopLinks.slugHint', { path: '/pay/' })} {...form.getInputProps('slug')} data-testid="link-slug" />
            <Switch label={t('shopLinks.tabs.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          </Stack>
        </Card>
        <LinkProductsField<PaymentLine>
          lines={form.getValues().products}
          onChange={(products) => form.setFieldValue('products', products)}
          newLine={(row) => ({ ...lineOfProduct(row), qty: 1 })}
          errorOf={(path) => form.errors[path]}
          extraHeaders={[t('paymentLinks.qty')]}
          extraCells={(_, i) => [<NumberInput key="qty" aria-label={t('paymentLinks.qty')} min={1} allowDecimal={false} w={100} {...form.getInputProps(`products.${i}.qty`)} />]}
          source="payment_link"
        />
        <SaveActions saving={create.isPending || update.isPending} cancelTo={PAYMENT_LINKS_PATH} saveTestId="save-link" />
      </Stack>
    </form>
  );
}

/** /mysales/payment-detail/{pid}: a payment link's name, custom link, status and products ('new' adds one). */
export default function PaymentLinkPage() {
  const { t } = useTranslation();
  const id = useParams().pid ?? '';
  const adding = id === 'new';
  const link = trpc.paymentLinks.get.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={PAYMENT_LINKS_PATH} listTitle={t('paymentLinks.title')} adding={adding} record={link}>
      {(data) => <PaymentLinkForm key={data?.id} link={data} />}
    </RecordPage>
  );
}
