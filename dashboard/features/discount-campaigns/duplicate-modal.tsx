import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZDuplicateCampaignInput, type TCampaignRow, type TDuplicateResult } from '../../../core/campaigns/schema.ts';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { fromWallClock } from '../../components/wall-clock.ts';
import { campaignPath } from './paths.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { fieldErrors } from '../../components/zod-errors.ts';

interface Props {
  campaign: TCampaignRow | null;
  onClose(): void;
}

/** The products a copy left out, with why ("Failed products"); closing opens the copy. */
function FailedProducts({ result, onClose }: { result: TDuplicateResult; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} size="lg" centered title={<Text fw={700}>{t('discountCampaigns.failedProducts')}</Text>}>
      <Stack>
        <Text size="sm">{t('discountCampaigns.failedIntro', { name: result.campaign.name })}</Text>
        <Table striped data-testid="failed-products">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('discountCampaigns.product')}</Table.Th>
              <Table.Th>{t('discountCampaigns.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.failed.map((f) => (
              <Table.Tr key={`${f.productId}:${f.optionId}`}>
                <Table.Td>
                  {f.productName}
                  {f.optionName && ` (${f.optionName})`}
                </Table.Td>
                <Table.Td>{translateMessage(f.message)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Duplicates a campaign for a new period chosen here, then lists any failed products. */
export function DuplicateModal({ campaign, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const duplicate = trpc.discountCampaigns.duplicate.useMutation();
  const [result, setResult] = useState<TDuplicateResult | null>(null);
  const form = useScreenForm<{ startAt: string | null; endAt: string | null }>({ initialValues: { startAt: null, endAt: null } });
  const inputOf = (values: { startAt: string | null; endAt: string | null }) => ({
    id: campaign?.id ?? '',
    startAt: fromWallClock(values.startAt, timeZone) ?? undefined,
    endAt: fromWallClock(values.endAt, timeZone) ?? undefined,
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    const parsed = ZDuplicateCampaignInput.safeParse(inputOf(values));
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      const done = await duplicate.mutateAsync(parsed.data);
      await utils.discountCampaigns.list.invalidate();
      close();
      if (done.failed.length) setResult(done);
      else void navigate(campaignPath(done.campaign.id));
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <>
      <Modal opened={campaign !== null} onClose={close} centered title={<Text fw={700}>{t('discountCampaigns.duplicateTitle', { name: campaign?.name ?? '' })}</Text>}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={1}>
              <DateTimePicker label={t('discountCampaigns.startAt')} withAsterisk withSeconds={false} {...form.getInputProps('startAt')} />
              <DateTimePicker label={t('discountCampaigns.endAt')} withAsterisk withSeconds={false} {...form.getInputProps('endAt')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={duplicate.isPending} data-testid="duplicate-submit">
                {t('discountCampaigns.duplicate')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {result && (
        <FailedProducts
          result={result}
          onClose={() => {
            setResult(null);
            void navigate(campaignPath(result.campaign.id));
          }}
        />
      )}
    </>
  );
}
