import { Badge, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AMOUNT_GOAL_RULE_TYPES, GOAL_RULE_TYPES, PER_RINGGIT_RULE_TYPES, type RuleType } from '../../../core/loyalty/constants.ts';
import type { TRuleDetail } from '../../../core/loyalty/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { ruleTypeOptions, STATE_COLORS } from './rule-labels.ts';
import { blankRule, ruleInput, ruleValues, validateRule, type RuleValues } from './rule-form-values.ts';
import { useCount } from '../../components/format.ts';

const LIST = '/mysales/loyalty-and-reward/setting';

function RuleForm({ rule }: { rule: TRuleDetail | null }) {
  const { t } = useTranslation();
  const formatCount = useCount();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const canEdit = useCanEdit();
  // An expired or terminated rule is kept as it ran: read-only for everyone.
  const ended = rule?.state === 'expired' || rule?.state === 'terminated';
  const form = useScreenForm<RuleValues>({ initialValues: rule ? ruleValues(rule, timeZone) : blankRule(new Date(), timeZone), validate: (values) => validateRule(values, timeZone) }, ended);
  const create = trpc.loyalty.createRule.useMutation();
  const update = trpc.loyalty.updateRule.useMutation();
  const terminate = trpc.loyalty.terminateRule.useMutation({
    onSuccess: async () => {
      showSuccess(t('loyalty.rules.terminated'));
      await utils.loyalty.invalidate();
    },
    onError: showError,
  });
  const values = form.getValues();
  const type = Number(values.ruleType) as RuleType;
  const perRinggitAllowed = PER_RINGGIT_RULE_TYPES.includes(type);

  const submit = form.onSubmit(async (formValues) => {
    try {
      const input = ruleInput(formValues, timeZone);
      const saved = rule ? await update.mutateAsync({ id: rule.id, rule: input }) : await create.mutateAsync(input);
      showSuccess(t('loyalty.rules.saved', { title: saved.title }));
      await utils.loyalty.invalidate();
      void navigate(LIST);
    } catch (error) {
      showFormError(form, error, rule ? 'rule.' : '');
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="rule-form">
      <Stack>
        {rule && (
          <Card withBorder>
            <Group gap="xl">
              <Badge color={STATE_COLORS[rule.state]} size="lg">
                {t(`loyalty.states.${rule.state}`)}
              </Badge>
              <Text size="sm">{t('loyalty.rules.earnedPoints', { points: formatCount(rule.earnedPoints) })}</Text>
              <Text size="sm">{t('loyalty.rules.memberCount', { count: rule.memberCount })}</Text>
            </Group>
          </Card>
        )}
        <Card withBorder>
          <Stack>
            <Select
              label={t('loyalty.rules.type')}
              withAsterisk
              allowDeselect={false}
              disabled={!!rule}
              data={ruleTypeOptions(t)}
              {...form.getInputProps('ruleType')}
              onChange={(value) => {
                const next = Number(value) as RuleType;
                form.setFieldValue('ruleType', value ?? '1');
                if (!PER_RINGGIT_RULE_TYPES.includes(next)) form.setFieldValue('pointsType', '1');
                if (!GOAL_RULE_TYPES.includes(next)) form.setFieldValue('amountToReachGoal', null);
              }}
              data-testid="rule-type"
            />
            <TextInput label={t('loyalty.rules.ruleTitle')} withAsterisk {...form.getInputProps('title')} />
            <Textarea label={t('loyalty.rules.description')} autosize minRows={2} {...form.getInputProps('description')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('loyalty.rules.pointsType')}
                withAsterisk
                allowDeselect={false}
                data={[
                  { value: '1', label: t('loyalty.pointsTypes.1') },
                  { value: '2', label: t('loyalty.pointsTypes.2'), disabled: !perRinggitAllowed },
                ]}
                {...form.getInputProps('pointsType')}
              />
              <NumberInput label={t('loyalty.rules.pointsGrant')} withAsterisk min={1} allowDecimal={false} {...form.getInputProps('pointsGrant')} data-testid="points-grant" />
              <NumberInput label={t('loyalty.rules.earningLimit')} description={t('loyalty.rules.earningLimitHint')} min={1} allowDecimal={false} {...form.getInputProps('earningLimit')} />
            </SimpleGrid>
            {GOAL_RULE_TYPES.includes(type) &&
              (AMOUNT_GOAL_RULE_TYPES.includes(type) ? (
                <MoneyInput label={t('loyalty.rules.amountGoal')} withAsterisk {...form.getInputProps('amountToReachGoal')} data-testid="rule-goal" />
              ) : (
                <NumberInput
                  label={t('loyalty.rules.countGoal')}
                  withAsterisk
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('amountToReachGoal')}
                  value={values.amountToReachGoal ?? ''}
                  onChange={(v) => form.setFieldValue('amountToReachGoal', v === '' ? null : Number(v))}
                  data-testid="rule-goal"
                />
              ))}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateTimePicker label={t('loyalty.rules.startAt')} withAsterisk withSeconds={false} {...form.getInputProps('startAt')} onChange={(v) => form.setFieldValue('startAt', v ?? '')} />
              <DateTimePicker label={t('loyalty.rules.endAt')} description={t('loyalty.rules.endAtHint')} clearable withSeconds={false} {...form.getInputProps('endAt')} onChange={(v) => form.setFieldValue('endAt', v ?? '')} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Group justify="space-between">
          <Group>
            {rule && canEdit && !ended && (
              <Button
                color="red"
                variant="light"
                loading={terminate.isPending}
                onClick={() => confirmIrreversible({ title: t('loyalty.rules.terminate'), confirmLabel: t('loyalty.rules.terminate'), onConfirm: () => terminate.mutate({ id: rule.id }) })}
                data-testid="terminate-rule"
              >
                {t('loyalty.rules.terminate')}
              </Button>
            )}
          </Group>
          <SaveActions canSave={!ended} saving={create.isPending || update.isPending} cancelTo={LIST} />
        </Group>
      </Stack>
    </form>
  );
}

/** /mysales/loyalty-and-reward/member-reward/setting/{rid}: a reward rule ('new' adds one); a current rule can be terminated. */
export default function RuleEditPage() {
  const { t } = useTranslation();
  const rid = useParams().rid ?? '';
  const adding = rid === 'new';
  const rule = trpc.loyalty.getRule.useQuery({ id: rid }, { enabled: !adding });
  return (
    <RecordPage listPath={LIST} listTitle={t('menu.loyaltySettings')} adding={adding} record={rule}>
      {(data) => <RuleForm key={data ? `${data.id}-${data.updatedAt.getTime()}` : 'new'} rule={data} />}
    </RecordPage>
  );
}
