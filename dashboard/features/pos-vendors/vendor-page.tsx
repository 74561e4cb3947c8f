import { Anchor, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TPosVendor } from '../../../core/pos-vendors/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { FactsCard } from '../../components/facts-card.tsx';
import { useDateTime } from '../../components/format.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { ConnectedShopsCard } from './connected-shops-card.tsx';
import { POS_VENDOR_PATHS as P } from './paths.ts';

/** Connect or disconnect the shop; the vendor sees its connected shops instead. */
function ConnectionActions({ vendor }: { vendor: TPosVendor }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const dateTime = useDateTime();
  const utils = trpc.useUtils();
  const done = (key: string) => async () => {
    showSuccess(t(key, { vendor: vendor.name }));
    await utils.posVendors.invalidate();
  };
  const connect = trpc.posVendors.connect.useMutation({ onSuccess: done('posVendors.connectedNotice'), onError: showError });
  const disconnect = trpc.posVendors.disconnect.useMutation({ onSuccess: done('posVendors.disconnectedNotice'), onError: showError });
  const ref = { merchantId: vendor.merchantId };
  return (
    <FactsCard title={t('posVendors.connection')}>
      <Stack gap="xs">
        <Text size="sm" data-testid="vendor-connection">
          {vendor.connectedAt ? t('posVendors.connectedSince', { time: dateTime(vendor.connectedAt) }) : t('posVendors.notConnected')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('posVendors.connectHint')}
        </Text>
        {canEdit && (
          <Group justify="flex-end">
            {vendor.connectedAt ? (
              <Button variant="default" color="red" loading={disconnect.isPending} onClick={() => disconnect.mutate(ref)} data-testid="vendor-disconnect">
                {t('posVendors.disconnect')}
              </Button>
            ) : (
              <Button loading={connect.isPending} onClick={() => connect.mutate(ref)} data-testid="vendor-connect">
                {t('posVendors.connect')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </FactsCard>
  );
}

/** /pos-vendor/{merchant_id}: a vendor's profile (features, pricing, contact) and the shop's connection to its POS system. */
export default function VendorPage() {
  const { t } = useTranslation();
  const merchantId = useParams().merchant_id ?? '';
  const vendor = trpc.posVendors.get.useQuery({ merchantId });
  return (
    <RecordPage
      listPath={P.list}
      listTitle={t('menu.posVendors')}
      heading={vendor.data?.name}
      adding={false}
      record={vendor}
      badge={vendor.data?.connectedAt && <Badge color="green">{t('posVendors.connected')}</Badge>}
    >
      {(v) =>
        v && (
          <Stack>
            <Group wrap="nowrap" align="flex-start">
              <PictureThumb src={v.logoUrl || null} alt={v.name} size={72} />
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {v.description}
              </Text>
            </Group>
            {v.features.length > 0 && (
              <FactsCard title={t('posVendors.features')}>
                <List size="sm" data-testid="vendor-features">
                  {v.features.map((f) => (
                    <List.Item key={f}>{f}</List.Item>
                  ))}
                </List>
              </FactsCard>
            )}
            <FactsCard
              title={t('posVendors.contact')}
              rows={[
                [t('posVendors.pricing'), v.pricing],
                [t('posVendors.email'), v.contactEmail],
                [t('posVendors.phone'), v.contactPhone],
              ]}
            >
              {v.website && (
                <Anchor href={v.website} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {ltr(v.website)}
                </Anchor>
              )}
            </FactsCard>
            {v.isSelf ? <ConnectedShopsCard /> : <ConnectionActions vendor={v} />}
          </Stack>
        )
      }
    </RecordPage>
  );
}
