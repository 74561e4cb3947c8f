import { Group, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZShakeCampaignInput, type TShakeCampaign } from '../../../core/shake/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { localDate } from '../../../core/shared/time.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { CampaignActions } from './campaign-actions.tsx';
import { CampaignFields } from './campaign-form.tsx';
import { blankCampaign, formValuesOf, type CampaignFormValues } from './campaign-form-values.ts';
import { CAMPAIGNS_PATH, editPath } from './paths.ts';
import { ShakeStatusBadge } from './status-badge.tsx';
import { WinnersCard } from './winners-card.tsx';


function CampaignForm({ campaign }: { campaign: TShakeCampaign | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.shakeCampaigns.create.useMutation();
  const update = trpc.shakeCampaigns.update.useMutation();
  const locked = campaign !== null && !campaign.editable;
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const form = useScreenForm<CampaignFormValues>(
    { mode: 'uncontrolled', initialValues: campaign ? formValuesOf(campaign) : blankCampaign(localDate(new Date(), timeZone)), validate: (values) => zodErrors(ZShakeCampaignInput.safeParse(values)) },
    locked,
  );
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const saved = campaign ? await update.mutateAsync({ id: campaign.id, campaign: values }) : await create.mutateAsync(values);
      showSuccess(t('shakeCampaigns.saved', { name: saved.name }));
      await utils.shakeCampaigns.invalidate();
      if (!campaign) void navigate(editPath(saved.id));
    },
    () => undefined,
  );
  return (
    <form onSubmit={submit} noValidate data-testid="shake-campaign-form">
      <Stack>
        {campaign && <CampaignActions campaign={campaign} />}
        <CampaignFields form={form} locked={locked} />
        <Group justify="flex-end">
          <SaveActions canSave={!locked} saving={saving || create.isPending || update.isPending} cancelTo={CAMPAIGNS_PATH} saveTestId="save-campaign" />
        </Group>
        {campaign && campaign.status !== 'pending' && <WinnersCard campaignId={campaign.id} />}
      </Stack>
    </form>
  );
}

/** /app/shake-campaigns/add and /app/shake-campaigns/edit/{id}/detail: a campaign's form, its Start/Stop and winners. */
export default function CampaignPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const adding = id === '';
  const campaign = trpc.shakeCampaigns.get.useQuery({ id }, { enabled: !adding });
  return (
    <RecordPage
      listPath={CAMPAIGNS_PATH}
      listTitle={t('menu.shakeCampaigns')}
      adding={adding}
      record={campaign}
      heading={campaign.data?.name}
      badge={campaign.data && <ShakeStatusBadge status={campaign.data.status} startsInDays={campaign.data.startsInDays} />}
    >
      {(data) => <CampaignForm key={`${data?.id ?? 'new'}-${data?.status ?? ''}`} campaign={data} />}
    </RecordPage>
  );
}
