import { ActionIcon, Button, Card, Checkbox, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '../../../core/shake/constants.ts';
import { PictureInput } from '../../components/picture-input.tsx';
import { blankPeriod, blankPrize, type CampaignFormValues } from './campaign-form-values.ts';

interface Props {
  form: UseFormReturnType<CampaignFormValues>;
  /** A started campaign is shown as it runs, without add or remove buttons. */
  locked: boolean;
}

function PeriodRows({ form, locked }: Props) {
  const { t } = useTranslation();
  const periods = form.getValues().periods;
  return (
    <Stack gap="xs" data-testid="shake-periods">
      {periods.map((_, i) => (
        <Group key={form.key(`periods.${i}`)} align="flex-end" wrap="wrap" gap="xs">
          <TimeInput label={t('shakeCampaigns.form.startTime')} withAsterisk w={120} {...form.getInputProps(`periods.${i}.startTime`)} data-testid={`period-start-${i}`} />
          <TimeInput label={t('shakeCampaigns.form.endTime')} withAsterisk w={120} {...form.getInputProps(`periods.${i}.endTime`)} data-testid={`period-end-${i}`} />
          <NumberInput label={t('shakeCampaigns.form.totalShake')} withAsterisk min={1} allowDecimal={false} w={140} {...form.getInputProps(`periods.${i}.totalShake`)} data-testid={`period-total-${i}`} />
          {!locked && (
            <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => form.removeListItem('periods', i)}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {form.errors.periods && (
        <Text c="red" size="sm">
          {form.errors.periods}
        </Text>
      )}
      {!locked && (
        <Group>
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('periods', blankPeriod())} data-testid="add-period">
            {t('shakeCampaigns.form.addPeriod')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function PrizeRows({ form, locked }: Props) {
  const { t } = useTranslation();
  const prizes = form.getValues().prizes;
  return (
    <Stack data-testid="shake-prizes">
      {prizes.map((prize, i) => (
        <Card key={form.key(`prizes.${i}`)} withBorder>
          <Stack gap="xs">
            <PictureInput
              purpose="content-picture"
              label={t('shakeCampaigns.form.prizeImage')}
              withAsterisk
              value={prize.pictureId || null}
              onChange={(id) => form.setFieldValue(`prizes.${i}.pictureId`, id ?? '')}
              error={form.errors[`prizes.${i}.pictureId`]}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('shakeCampaigns.form.prizeName')} withAsterisk {...form.getInputProps(`prizes.${i}.name`)} data-testid={`prize-name-${i}`} />
              <NumberInput label={t('shakeCampaigns.form.quantity')} withAsterisk min={1} allowDecimal={false} {...form.getInputProps(`prizes.${i}.quantity`)} data-testid={`prize-quantity-${i}`} />
              <NumberInput label={t('shakeCampaigns.form.sequence')} min={0} allowDecimal={false} {...form.getInputProps(`prizes.${i}.sequence`)} />
            </SimpleGrid>
            <Group justify="space-between">
              <Checkbox label={t('shakeCampaigns.form.prizeVisible')} {...form.getInputProps(`prizes.${i}.visible`, { type: 'checkbox' })} />
              {!locked && (
                <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => form.removeListItem('prizes', i)}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
      {form.errors.prizes && (
        <Text c="red" size="sm">
          {form.errors.prizes}
        </Text>
      )}
      {!locked && (
        <Group>
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('prizes', blankPrize(prizes.length + 1))} data-testid="add-prize">
            {t('shakeCampaigns.form.addPrize')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Every field of a campaign (platform.md section 3): the game, delivery, pictures, days, periods, prizes and check point. */
export function CampaignFields({ form, locked }: Props) {
  const { t } = useTranslation();
  const values = form.getValues();
  return (
    <Stack>
      <Card withBorder>
        <Stack>
          <TextInput label={t('shakeCampaigns.form.name')} withAsterisk {...form.getInputProps('name')} data-testid="campaign-name" />
          <Textarea label={t('shakeCampaigns.form.detail')} autosize minRows={2} {...form.getInputProps('detail')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('shakeCampaigns.form.gameType')}
              withAsterisk
              allowDeselect={false}
              data={GAME_TYPES.map((value) => ({ value, label: t(`shakeCampaigns.gameTypes.${value}`) }))}
              {...form.getInputProps('gameType')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('shakeCampaigns.form.deliveryOptions')}
              </Text>
              <Group>
                <Checkbox label={t('shakeCampaigns.form.delivery')} {...form.getInputProps('delivery', { type: 'checkbox' })} />
                <Checkbox label={t('shakeCampaigns.form.selfCollect')} {...form.getInputProps('selfCollect', { type: 'checkbox' })} />
              </Group>
              {form.errors.delivery && (
                <Text c="red" size="sm">
                  {form.errors.delivery}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PictureInput purpose="content-picture" label={t('shakeCampaigns.form.banner')} value={values.bannerId} onChange={(id) => form.setFieldValue('bannerId', id)} />
            <PictureInput purpose="content-picture" label={t('shakeCampaigns.form.logo')} value={values.logoId} onChange={(id) => form.setFieldValue('logoId', id)} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateInput label={t('shakeCampaigns.form.startsOn')} withAsterisk valueFormat="YYYY-MM-DD" {...form.getInputProps('startsOn')} data-testid="campaign-starts" />
            <DateInput label={t('shakeCampaigns.form.endsOn')} withAsterisk valueFormat="YYYY-MM-DD" {...form.getInputProps('endsOn')} data-testid="campaign-ends" />
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder>
        <Stack>
          <Title order={3}>{t('shakeCampaigns.form.periodSettings')}</Title>
          <SegmentedControl
            data={[
              { value: 'whole', label: t('shakeCampaigns.form.wholeDay') },
              { value: 'custom', label: t('shakeCampaigns.form.customPeriods') },
            ]}
            value={values.wholeDay ? 'whole' : 'custom'}
            onChange={(v) => form.setFieldValue('wholeDay', v === 'whole')}
            disabled={locked}
            data-testid="period-mode"
          />
          {values.wholeDay ? (
            <NumberInput label={t('shakeCampaigns.form.totalShake')} withAsterisk min={1} allowDecimal={false} {...form.getInputProps('totalShake')} data-testid="total-shake" />
          ) : (
            <PeriodRows form={form} locked={locked} />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label={t('shakeCampaigns.form.totalPerDay')} description={t('shakeCampaigns.form.totalPerDayHint')} withAsterisk min={1} allowDecimal={false} {...form.getInputProps('totalPerDay')} />
            <NumberInput
              label={t('shakeCampaigns.form.firstCheckpoint')}
              description={t('shakeCampaigns.form.firstCheckpointHint')}
              withAsterisk
              min={0}
              max={100}
              suffix="%"
              allowDecimal={false}
              {...form.getInputProps('firstCheckpoint')}
              data-testid="first-checkpoint"
            />
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder>
        <Stack>
          <Title order={3}>{t('shakeCampaigns.form.prizes')}</Title>
          <PrizeRows form={form} locked={locked} />
        </Stack>
      </Card>
      {!locked && (
      <Card withBorder>
        <Group>
          <Switch label={t('shakeCampaigns.form.visible')} checked={values.visibility === 'public'} onChange={(e) => form.setFieldValue('visibility', e.currentTarget.checked ? 'public' : 'hidden')} />
          <Switch label={t('shakeCampaigns.form.prizesVisible')} {...form.getInputProps('prizesVisible', { type: 'checkbox' })} />
        </Group>
      </Card>
      )}
    </Stack>
  );
}
