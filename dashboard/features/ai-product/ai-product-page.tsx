import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconLockOpen, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TAiProductRow } from '../../../core/ai-product/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { DescribeModal } from './describe-modal.tsx';

/** /ai-product: the catalogue's products, each unlocked for AI descriptions once (1 credit), then described in the languages chosen and the texts accepted onto the product. */
export default function AiProductPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const [describing, setDescribing] = useState<TAiProductRow | null>(null);
  const utils = trpc.useUtils();
  const list = trpc.aiProduct.products.useQuery({ page, pageSize, search: search || undefined }, { placeholderData: (previous) => previous });
  const overview = trpc.contentGenerator.overview.useQuery();
  const unlock = trpc.aiProduct.unlock.useMutation({
    onSuccess: async () => {
      showSuccess(t('aiProduct.unlocked'));
      await Promise.all([utils.aiProduct.invalidate(), utils.contentGenerator.overview.invalidate()]);
    },
    onError: showError,
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('aiProduct.intro')}
      </Text>
      <Text fw={500} data-testid="ai-credits">
        {t('contentGenerator.credits', { credits: overview.data?.credits ?? 0 })}
      </Text>
      <ListScreen<TAiProductRow>
        testId="ai-products"
        control={control}
        searchPlaceholder={t('aiProduct.search')}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'nameEn', title: t('aiProduct.product'), render: (row) => <Text style={{ overflowWrap: 'anywhere' }}>{row.nameEn}</Text> },
          { accessor: 'sku', title: t('aiProduct.sku') },
          {
            accessor: 'unlocked',
            title: t('aiProduct.status'),
            render: (row) => (
              <Badge variant="light" color={row.unlocked ? 'green' : 'gray'}>
                {t(row.unlocked ? 'aiProduct.isUnlocked' : 'aiProduct.locked')}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: '',
            render: (row) =>
              canEdit && (
                <Group gap={4} wrap="nowrap">
                  {row.unlocked ? (
                    <Button size="compact-sm" variant="light" leftSection={<IconSparkles size={14} />} onClick={() => setDescribing(row)} data-testid={`describe-${row.sku}`}>
                      {t('aiProduct.write')}
                    </Button>
                  ) : (
                    <Button size="compact-sm" variant="subtle" leftSection={<IconLockOpen size={14} />} loading={unlock.isPending && unlock.variables.productId === row.id} onClick={() => unlock.mutate({ productId: row.id })} data-testid={`unlock-${row.sku}`}>
                      {t('aiProduct.unlock')}
                    </Button>
                  )}
                </Group>
              ),
          },
        ]}
      />
      {describing && <DescribeModal product={describing} onClose={() => setDescribing(null)} />}
    </Stack>
  );
}
