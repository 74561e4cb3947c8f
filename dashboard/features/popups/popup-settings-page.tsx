import { Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { POPUP_LIMITS, POPUP_POSITIONS, POPUP_TYPES } from '../../../core/popups/constants.ts';
import { ZPopupSettings, type TPopupSettings } from '../../../core/popups/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { LeaveGuard } from '../../app/leave-guard.tsx';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';
import { PopupPreview } from './popup-preview.tsx';
import { TypeSettings } from './type-settings.tsx';

const RULES = ['delaySeconds', 'intervalSeconds', 'maxPerVisit', 'hideAfterSeconds'] as const;

function PopupForm({ settings }: { settings: TPopupSettings }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.popups.save.useMutation();
  const form = useScreenForm<TPopupSettings>({ initialValues: settings, validate: schemaResolver(ZPopupSettings) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const saved = await save.mutateAsync(values);
      utils.popups.get.setData(undefined, saved);
      form.setInitialValues(saved);
      showSuccess(t('popups.saved'));
    },
    () => form.resetDirty(),
  );
  const values = form.getValues();
  return (
    <form onSubmit={submit} noValidate data-testid="popup-settings">
      <LeaveGuard dirty={form.isDirty()} />
      <Stack>
        <SectionCard title={t('popups.rules')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {RULES.map((rule) => (
              <NumberInput key={form.key(`rules.${rule}`)} label={t(`popups.rule.${rule}`)} min={POPUP_LIMITS[rule].min} max={POPUP_LIMITS[rule].max} allowDecimal={false} {...form.getInputProps(`rules.${rule}`)} />
            ))}
            <Select key={form.key('rules.position')} label={t('popups.rule.position')} data={POPUP_POSITIONS.map((p) => ({ value: p, label: t(`popups.positions.${p}`) }))} allowDeselect={false} {...form.getInputProps('rules.position')} />
          </SimpleGrid>
        </SectionCard>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {POPUP_TYPES.map((type) => (
            <TypeSettings key={type} form={form} type={type} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <SaveActions saving={saving} saveTestId="save-popups" />
        </Group>
        <PopupPreview settings={values} />
      </Stack>
    </form>
  );
}

/** /mysales/popup-and-social-proof: how often and where popups show, each of the 7 message types, and a preview. */
export default function PopupSettingsPage() {
  const settings = trpc.popups.get.useQuery(undefined, { staleTime: Infinity, gcTime: 0 });
  return settings.data ? <PopupForm settings={settings.data} /> : null;
}
