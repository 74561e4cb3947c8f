import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMarketplaceProduct } from '../../../core/marketplaces/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { CategorySelect } from '../../components/category-select.tsx';
import { PictureInput } from '../../components/picture-input.tsx';
import { translateMessage } from '../../i18n/messages.ts';

export type CreateMode = 'import' | 'duplicate';

interface Props {
  shopId: string;
  /** The mode and the rows chosen, or null while closed. */
  chosen: { mode: CreateMode; rows: TMarketplaceProduct[] } | null;
  onClose(): void;
}

type Refusal = { id: string; sku: string; reason: string };

/**
 * Import or duplicate the chosen marketplace products into the catalogue. A listing brings no
 * category or picture the catalogue requires, so the batch takes one of each; the rows refused
 * (SKU taken, already mapped) are listed with their reasons.
 */
export function CreateFromMarketModal({ shopId, chosen, onClose }: Props) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [pictureId, setPictureId] = useState<string | null>(null);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const create = trpc.marketplaceSync.importProducts.useMutation({
    onSuccess: async (done) => {
      await utils.marketplaceSync.products.invalidate();
      setRefused(done.refused);
      if (done.created > 0) showSuccess(t('marketplaceSync.createFromMarket.done', { created: done.created, imported: done.imported }));
      if (done.refused.length === 0) close();
    },
    onError: showError,
  });
  const close = () => {
    setRefused([]);
    onClose();
  };
  const mode = chosen?.mode ?? 'import';
  return (
    <Modal opened={chosen !== null} onClose={close} title={<Text fw={700}>{t(`marketplaceSync.createFromMarket.title.${mode}`)}</Text>} centered>
      <Stack data-testid="create-from-market">
        <Text size="sm">{t(`marketplaceSync.createFromMarket.hint.${mode}`, { count: chosen?.rows.length ?? 0 })}</Text>
        <CategorySelect label={t('marketplaceSync.createFromMarket.category')} withAsterisk value={categoryId} onChange={setCategoryId} data-testid="create-category" />
        <PictureInput purpose="product-image" label={t('marketplaceSync.createFromMarket.picture')} withAsterisk value={pictureId} onChange={setPictureId} />
        {refused.length > 0 && (
          <Alert color="orange" title={t('marketplaceSync.createFromMarket.refused', { count: refused.length })} data-testid="create-refused">
            <List size="sm">
              {refused.map((r) => (
                <List.Item key={r.id} style={{ overflowWrap: 'anywhere' }}>
                  {`${r.sku}: ${translateMessage(r.reason)}`}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!categoryId || !pictureId || !chosen}
            loading={create.isPending}
            onClick={() => chosen && categoryId && pictureId && create.mutate({ shopId, ids: chosen.rows.map((r) => r.id), mode, categoryId, image: { uploadId: pictureId } })}
            data-testid="create-submit"
          >
            {t(`marketplaceSync.createFromMarket.submit.${mode}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
