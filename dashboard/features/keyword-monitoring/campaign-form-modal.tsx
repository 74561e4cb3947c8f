import { Modal, NumberInput, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KEYWORD_CAMPAIGN_LIMITS as L } from '../../../core/keyword-monitoring/constants.ts';
import { ZKeywordCampaignInput, type TKeywordCampaign } from '../../../core/keyword-monitoring/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = {
  name: string;
  domain: string;
  keywords: string[];
  periodMonths: number | string;
  unlimited: boolean;
  repeat: number | string;
  emails: string[];
};

const valuesOf = (c: TKeywordCampaign | null): Values =>
  c
    ? { name: c.name, domain: c.domain, keywords: c.keywords, periodMonths: c.periodMonths, unlimited: c.repeat === null, repeat: c.repeat ?? '', emails: c.emails }
    : { name: '', domain: '', keywords: [], periodMonths: 1, unlimited: false, repeat: 1, emails: [] };

/** An empty number is no number: core's schema words what is missing. */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : undefined);
const inputOf = ({ unlimited, repeat, periodMonths, ...rest }: Values) => ({ ...rest, periodMonths: numberOf(periodMonths)!, repeat: unlimited ? null : numberOf(repeat)! });

/** A campaign's name, domain, keywords (tags), checking period, repeat (1 to 99 or unlimited) and report addresses. */
export function CampaignFormModal({ campaign, onClose }: { campaign: TKeywordCampaign | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.keywordMonitoring.create.useMutation();
  const update = trpc.keywordMonitoring.update.useMutation();
  const form = useScreenForm<Values>({ initialValues: valuesOf(campaign), validate: (values) => zodErrors(ZKeywordCampaignInput.safeParse(inputOf(values))) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const saved = campaign ? await update.mutateAsync({ id: campaign.id, ...inputOf(values) }) : await create.mutateAsync(inputOf(values));
      showSuccess(t('keywordMonitoring.saved', { name: saved.name }));
      await utils.keywordMonitoring.invalidate();
    },
    onClose,
  );
  const unlimited = form.getValues().unlimited;
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t(campaign ? 'keywordMonitoring.edit' : 'keywordMonitoring.add')}</Text>} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="keyword-campaign-form">
        <Stack>
          <TextInput label={t('keywordMonitoring.name')} withAsterisk maxLength={L.nameMaxChars} {...form.getInputProps('name')} data-testid="campaign-name" />
          <TextInput label={t('keywordMonitoring.domain')} placeholder="kuihshop.my" withAsterisk {...form.getInputProps('domain')} data-testid="campaign-domain" />
          <TagsInput
            label={t('keywordMonitoring.keywords')}
            description={t('keywordMonitoring.keywordsHint', { max: L.maxKeywords, min: L.keywordMinChars })}
            withAsterisk
            allowDuplicates
            {...form.getInputProps('keywords')}
            data-testid="campaign-keywords"
          />
          <NumberInput label={t('keywordMonitoring.periodMonths')} description={t('keywordMonitoring.periodHint')} withAsterisk min={L.minPeriodMonths} max={L.maxPeriodMonths} allowDecimal={false} {...form.getInputProps('periodMonths')} data-testid="campaign-period" />
          <Switch label={t('keywordMonitoring.unlimited')} {...form.getInputProps('unlimited', { type: 'checkbox' })} data-testid="campaign-unlimited" />
          {!unlimited && (
            <NumberInput label={t('keywordMonitoring.repeat')} description={t('keywordMonitoring.repeatHint', { max: L.maxRepeat })} min={1} max={L.maxRepeat} allowDecimal={false} {...form.getInputProps('repeat')} data-testid="campaign-repeat" />
          )}
          <TagsInput label={t('keywordMonitoring.emails')} description={t('keywordMonitoring.emailsHint', { max: L.maxEmails })} splitChars={[',', ' ', ';']} {...form.getInputProps('emails')} data-testid="campaign-emails" />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
