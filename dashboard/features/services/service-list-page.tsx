import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TServiceRow } from '../../../core/services/schema.ts';
import { ContentListScreen, type ExtraFilters } from '../../components/content/content-list-screen.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { trpc } from '../../app/trpc.ts';
import { servicePrice } from './service-price.ts';
import { serviceScreen } from './service-screen.ts';

const TAG_KEYS = ['tag'] as const;

/** /manage/services: the service list with price and tags, in the merchant's order by default; filter by tag too. */
export default function ServiceListPage() {
  const { t } = useTranslation();
  const tags = trpc.services.tags.options.useQuery().data ?? [];
  const tagFilter: ExtraFilters = {
    keys: TAG_KEYS,
    render: (control) => (
      <FilterSelect control={control} name="tag" label={t('services.tags')} allLabel={t('services.allTags')} data={tags.map((tag) => ({ value: tag.id, label: tag.nameEn }))} width={180} />
    ),
    input: (filters) => (filters.tag ? { tagId: filters.tag } : {}),
  };
  return (
    <ContentListScreen
      screen={serviceScreen}
      testId="service-list"
      extraFilters={tagFilter}
      columns={[
        {
          accessor: 'nameEn',
          title: t('services.name'),
          render: (row: TServiceRow) => (
            <Group gap="sm" wrap="nowrap">
              <PictureThumb src={row.picture} alt={row.nameEn} size={36} />
              <Text size="sm">{row.nameEn}</Text>
            </Group>
          ),
        },
        {
          accessor: 'priceSen',
          title: t('services.price'),
          render: (row: TServiceRow) => (
            <Stack gap={0}>
              <Text size="sm">{servicePrice(row)}</Text>
              {!row.showPrice && (
                <Text size="xs" c="dimmed">
                  {t('services.priceHidden')}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          accessor: 'tags',
          title: t('services.tags'),
          render: (row: TServiceRow) => (
            <Group gap={4}>
              {row.tags.map((tag) => (
                <Badge key={tag.id} variant="light" size="sm">
                  {tag.nameEn}
                </Badge>
              ))}
            </Group>
          ),
        },
      ]}
    />
  );
}
