import { Card, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_LIMITS } from '../../../core/campaigns/constants.ts';
import { ZCampaignInput, type TCampaign } from '../../../core/campaigns/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { PeriodStatusBadge } from '../../components/period-status-badge.tsx';
import { PromotionPictureInput } from '../../components/promotion-picture-input.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { formValuesOf, newCampaign, toCampaignInput, type CampaignFormValues } from './campaign-form-values.ts';
import { CampaignProducts } from './campaign-products.tsx';
import { CAMPAIGN_LIST_PATH } from './paths.ts';

const PICTURES = [
  ['bannerId', 'bannerUrl', 'discountCampaigns.banner'],
  ['popupImageId', 'popupImageUrl', 'discountCampaigns.popupImage'],
  ['frameImageId', 'frameImageUrl', 'discountCampaigns.frameImage'],
] as const;

/** Core's schema on the values as they will be sent, as form errors by field. */
function validate(values: CampaignFormValues, timeZone: string, saved?: TCampaign): Record<string, string> {
  return zodErrors(ZCampaignInput.safeParse(toCampaignInput(values, timeZone, saved)));
}

function CampaignForm({ campaign }: { campaign: TCampaign | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  // An expired campaign is kept as it ran; an ongoing one keeps its start. A viewer's form is read-only (useScreenForm).
  const editable = campaign?.status !== 'ended';
  const create = trpc.discountCampaigns.create.useMutation();
  const update = trpc.discountCampaigns.update.useMutation();
  const form = useScreenForm<CampaignFormValues>({ initialValues: campaign ? formValuesOf(campaign, timeZone) : newCampaign(timeZone), validate: (values) => validate(values, timeZone, campaign ?? undefined) });
  const values = form.getValues();
  const submit = form.onSubmit(async (formValues) => {
    const input = ZCampaignInput.parse(toCampaignInput(formValues, timeZone, campaign ?? undefined));
    try {
      const saved = campaign ? await update.mutateAsync({ id: campaign.id, campaign: input }) : await create.mutateAsync(input);
      showSuccess(t('discountCampaigns.saved', { name: saved.name }));
      await utils.discountCampaigns.invalidate();
      void navigate(CAMPAIGN_LIST_PATH);
    } catch (error) {
      showFormError(form, error, campaign ? 'campaign.' : '');
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="campaign-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <TextInput label={t('discountCampaigns.name')} withAsterisk disabled={!editable} {...form.getInputProps('name')} data-testid="campaign-name" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateTimePicker label={t('discountCampaigns.startAt')} withAsterisk withSeconds={false} disabled={!editable || campaign?.status === 'ongoing'} {...form.getInputProps('startAt')} />
              <DateTimePicker label={t('discountCampaigns.endAt')} withAsterisk withSeconds={false} disabled={!editable} {...form.getInputProps('endAt')} description={campaign ? t('discountCampaigns.endHint') : undefined} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {PICTURES.map(([id, url, label]) => (
                <PromotionPictureInput key={id} label={t(label)} src={values[url]} disabled={!editable} error={form.errors[id]} onChange={(uploadId, preview) => form.setValues({ [id]: uploadId, [url]: preview })} />
              ))}
            </SimpleGrid>
            <Textarea
              label={t('discountCampaigns.popupMessage')}
              description={`${values.popupMessage.length} / ${CAMPAIGN_LIMITS.popupMessageMaxChars}`}
              autosize
              minRows={2}
              disabled={!editable}
              {...form.getInputProps('popupMessage')}
            />
          </Stack>
        </Card>
        <Card withBorder>
          <CampaignProducts form={form} editable={editable} />
        </Card>
        <SaveActions canSave={editable} saving={create.isPending || update.isPending} cancelTo={CAMPAIGN_LIST_PATH} />
      </Stack>
    </form>
  );
}

/** /mysales/marketing-tools/discount-campaigns/new and /{dcid}: a campaign's period, pictures, popup and products. */
export default function CampaignPage() {
  const { t } = useTranslation();
  const dcid = useParams().dcid;
  const campaign = trpc.discountCampaigns.get.useQuery({ id: dcid ?? '' }, { enabled: Boolean(dcid), staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={CAMPAIGN_LIST_PATH} listTitle={t('discountCampaigns.title')} badge={campaign.data && <PeriodStatusBadge status={campaign.data.status} labels="discountCampaigns.status" />} adding={!dcid} record={campaign}>
      {(data) => <CampaignForm key={data?.id} campaign={data} />}
    </RecordPage>
  );
}
