import { MultiSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_SERVICE_TAGS } from '../../../core/services/constants.ts';
import { ZServiceInput, type TServiceDetail, type TServiceFormValues } from '../../../core/services/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { ContentFormPage } from '../../components/content/content-form-page.tsx';
import { ServicePriceFields } from './service-price-fields.tsx';
import { serviceScreen } from './service-screen.ts';

const EMPTY: TServiceFormValues = {
  nameEn: '',
  nameCn: '',
  nameBm: '',
  descriptionEn: '',
  descriptionCn: '',
  descriptionBm: '',
  pictureId: null,
  priceType: 'fixed',
  priceSen: null,
  minPriceSen: null,
  maxPriceSen: null,
  showPrice: true,
  tagIds: [],
  categoryId: null,
  visibility: 'public',
  sort: 0,
};

const valuesOf = (row: TServiceDetail): TServiceFormValues => ({
  nameEn: row.nameEn,
  nameCn: row.nameCn,
  nameBm: row.nameBm,
  descriptionEn: row.descriptionEn,
  descriptionCn: row.descriptionCn,
  descriptionBm: row.descriptionBm,
  pictureId: row.pictureId,
  priceType: row.priceType,
  priceSen: row.priceSen,
  minPriceSen: row.minPriceSen,
  maxPriceSen: row.maxPriceSen,
  showPrice: row.showPrice,
  tagIds: row.tags.map((tag) => tag.id),
  categoryId: row.categoryId,
  visibility: row.visibility,
  sort: row.sort,
});

/** /manage/services/add and /manage/services/edit/{id}: name and description in three languages, picture, price, tags, category, visibility, sort. */
export default function ServiceFormPage() {
  const { t } = useTranslation();
  const tags = trpc.services.tags.options.useQuery().data ?? [];
  return (
    <ContentFormPage
      screen={serviceScreen}
      form={{
        schema: ZServiceInput,
        empty: EMPTY,
        valuesOf,
        texts: [
          { field: 'name', label: t('services.name'), required: true },
          { field: 'description', label: t('services.description'), multiline: true },
        ],
        picture: true,
        fields: (form) => {
          const chosen = form.values.tagIds ?? [];
          // Spec section 5: at most MAX_SERVICE_TAGS; the picker stops there and says so in the spec's words.
          const full = chosen.length >= MAX_SERVICE_TAGS;
          return (
            <Stack>
              <ServicePriceFields form={form} />
              <MultiSelect
                label={t('services.tags')}
                description={full ? t('messages.services.maxSelection', { max_selection: MAX_SERVICE_TAGS }) : t('services.tagsHint', { max: MAX_SERVICE_TAGS })}
                data={tags.map((tag) => ({ value: tag.id, label: tag.nameEn }))}
                maxValues={MAX_SERVICE_TAGS}
                searchable
                clearable
                data-testid="service-tags"
                {...form.getInputProps('tagIds')}
              />
            </Stack>
          );
        },
        testId: 'service-form',
      }}
    />
  );
}
