import { useState } from 'react';
import { Anchor, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSmeCertificate } from '../../../core/sme/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { usePictureSrc } from '../../components/use-picture-src.ts';
import { CertificateModal } from './certificate-modal.tsx';
import { SmeNav } from './sme-nav.tsx';

/** /sme/certificate: the certificates the merchant's SME profile shows to the other members. */
export default function SmeCertificatesPage() {
  const { t } = useTranslation();
  const src = usePictureSrc();
  const [editing, setEditing] = useState<{ certificate: TSmeCertificate | null } | null>(null);
  const utils = trpc.useUtils();
  const list = trpc.sme.certificates.useQuery();
  const remove = trpc.sme.deleteCertificate.useMutation({
    onSuccess: async () => {
      showSuccess(t('sme.certificates.deleted'));
      await utils.sme.certificates.invalidate();
    },
    onError: showError,
  });
  return (
    <>
      <SmeNav />
      <Group justify="flex-end" mb="md">
        <AddButton label={t('sme.certificates.add')} onClick={() => setEditing({ certificate: null })} testId="sme-add-certificate" />
      </Group>
      {list.data?.length === 0 && <Text c="dimmed">{t('sme.certificates.none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {list.data?.map((c) => (
          <Card key={c.id} withBorder data-testid="sme-certificate">
            {c.bannerId && <Image src={src({ uploadId: c.bannerId }, 'full')} alt="" h={80} fit="cover" radius="sm" mb="xs" />}
            <Group wrap="nowrap" align="flex-start">
              <Image src={src({ uploadId: c.imageId })} alt={c.title} w={64} radius="sm" />
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Anchor component="button" type="button" onClick={() => setEditing({ certificate: c })} style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
                  {c.title}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {c.description}
                </Text>
              </Stack>
              <RowDeleteButton title={t('sme.certificates.deleteTitle', { title: c.title })} onConfirm={() => remove.mutate({ id: c.id })} />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {editing && <CertificateModal certificate={editing.certificate} onClose={() => setEditing(null)} />}
    </>
  );
}
