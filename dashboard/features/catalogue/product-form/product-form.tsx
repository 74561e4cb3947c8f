import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Breadcrumbs, Button, Card, Group, Indicator, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TProductPromotion } from '../../../../core/catalogue/price-lock.ts';
import { ZProductInput, type TProductInput } from '../../../../core/catalogue/product-schema.ts';
import { showSuccess } from '../../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../../app/forms.ts';
import { LeaveGuard } from '../../../app/leave-guard.tsx';
import { useCanEdit } from '../../../app/screen-access.tsx';
import { trpc } from '../../../app/trpc.ts';
import { BasicSection } from './basic-section.tsx';
import { PRODUCT_TABS, firstTabWithError, tabOf, type ProductTab } from './form-tabs.ts';
import { MediaSection } from './media-section.tsx';
import { MoreSection } from './more-section.tsx';
import { OrganiseSection } from './organise-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { formPriceLock, type SectionProps } from './product-form-values.ts';
import { ShippingSection } from './shipping-section.tsx';
import { VariantsSection } from './variants-section.tsx';
import { schemaResolver } from '../../../components/zod-errors.ts';

const SECTIONS: Record<ProductTab, (props: SectionProps) => ReactNode> = {
  basic: BasicSection,
  organise: OrganiseSection,
  media: MediaSection,
  pricing: PricingSection,
  variants: VariantsSection,
  shipping: ShippingSection,
  more: MoreSection,
};

const LIST = '/manage/products';

interface Props {
  /** The product edited; none when adding. */
  productId?: string;
  initialValues: TProductInput;
  /** The discount campaign the edited product is in now: its prices show read-only and its wholesale prices are hidden. */
  promotion?: TProductPromotion | null;
}

/**
 * Add or edit a product: every field of core's product input in tabs, checked with core's
 * schema before sending. A tab holding a message is marked and the first one is opened.
 * Unsaved changes ask before leaving; a save says so and returns to the list. During a
 * promotion the prices are read-only and the wholesale tiers hidden; the tiers are kept and
 * saved as they are. A viewer sees every field read-only, without Save.
 */
export function ProductForm({ productId, initialValues, promotion = null }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const form = useScreenForm<TProductInput>({ initialValues, validate: schemaResolver(ZProductInput) });
  const [tab, setTab] = useState<ProductTab>('basic');
  const [lock] = useState(() => formPriceLock(promotion, initialValues));
  const [saved, setSaved] = useState(false);
  const create = trpc.products.create.useMutation();
  const update = trpc.products.update.useMutation();

  // Leave once the leave-page prompt knows the changes are saved.
  useEffect(() => {
    if (saved) void navigate(LIST);
  }, [saved, navigate]);

  const openFirstTab = (paths: string[]) => {
    const first = firstTabWithError(paths);
    if (first) setTab(first);
  };
  const submit = form.onSubmit(
    async (values) => {
      try {
        const product = productId ? await update.mutateAsync({ id: productId, product: values }) : await create.mutateAsync(values);
        // The toast stays when the list arrives: it announced that change of screen.
        showSuccess(t('catalogue.form.saved', { name: product.nameEn }));
        await utils.products.list.invalidate();
        setSaved(true);
      } catch (error) {
        openFirstTab(showFormError(form, error, 'product.'));
      }
    },
    (errors) => openFirstTab(Object.keys(errors)),
  );
  const tabsWithErrors = new Set(Object.keys(form.errors).map(tabOf));

  return (
    <Stack>
      <LeaveGuard dirty={form.isDirty() && !saved} />
      <Breadcrumbs>
        <Anchor component={Link} to={LIST}>
          {t('menu.products')}
        </Anchor>
        <Text>{t(productId ? 'catalogue.form.editTitle' : 'catalogue.form.addTitle')}</Text>
      </Breadcrumbs>
      <form onSubmit={submit} noValidate data-testid="product-form">
        <Stack>
          <Group justify={productId ? 'space-between' : 'flex-end'}>
            {productId && <Title order={2}>{initialValues.nameEn}</Title>}
            <Group gap="xs">
              <Button variant="default" component={Link} to={LIST}>
                {t('common.cancel')}
              </Button>
              {canEdit && (
                <Button type="submit" loading={create.isPending || update.isPending} data-testid="save-product">
                  {t('common.save')}
                </Button>
              )}
            </Group>
          </Group>
          <Card withBorder padding="md">
            <Tabs value={tab} onChange={(value) => setTab((value as ProductTab | null) ?? 'basic')}>
              <Tabs.List mb="md">
                {PRODUCT_TABS.map((name) => (
                  <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
                    <Indicator color="red" size={8} offset={-4} disabled={!tabsWithErrors.has(name)}>
                      {t(`catalogue.form.tabs.${name}`)}
                    </Indicator>
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {PRODUCT_TABS.map((name) => {
                const Section = SECTIONS[name];
                return (
                  <Tabs.Panel key={name} value={name}>
                    <Section form={form} lock={lock} />
                  </Tabs.Panel>
                );
              })}
            </Tabs>
          </Card>
        </Stack>
      </form>
    </Stack>
  );
}
