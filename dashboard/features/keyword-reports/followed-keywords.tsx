import { Alert, Badge, Button, Card, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_LIMITS, KEYWORD_MESSAGES, ZKeywordInput, keywordKey, type TKeywordRanking } from '../../../core/reports/keyword-schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useCalendarDay } from '../../components/day-format.ts';
import { schemaResolver } from '../../components/zod-errors.ts';
import { translateMessage } from '../../i18n/messages.ts';

/**
 * The keywords the merchant follows on Google for its website: added and removed here (at most
 * 10, at least 3 characters, none twice), and checked now rather than at the next scheduled check.
 */
export function FollowedKeywords({ report }: { report: TKeywordRanking }) {
  const { t } = useTranslation();
  const day = useCalendarDay();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.keywordReports.ranking.invalidate(), utils.keywordReports.googleKeywords.invalidate()]);
  const taken = new Set(report.rows.map((r) => keywordKey(r.keyword)));
  const form = useScreenForm({
    initialValues: { keyword: '' },
    validate: (values) => {
      const errors = schemaResolver(ZKeywordInput)(values);
      if (!errors.keyword && taken.has(keywordKey(values.keyword))) errors.keyword = translateMessage(KEYWORD_MESSAGES.repeated);
      return errors;
    },
  });
  const add = trpc.keywordReports.addKeyword.useMutation({
    onSuccess: async (added) => {
      form.reset();
      await refresh();
      showSuccess(t('keywordReports.added', { keyword: added.keyword }));
    },
    onError: (error) => showFormError(form, error),
  });
  const remove = trpc.keywordReports.removeKeyword.useMutation({
    onSuccess: async (removed) => {
      await refresh();
      showSuccess(t('keywordReports.removed', { keyword: removed.keyword }));
    },
    onError: showError,
  });
  const check = trpc.keywordReports.checkNow.useMutation({
    onSuccess: async (done) => {
      await refresh();
      showSuccess(t('keywordReports.checked', { count: done.checked }));
    },
    onError: showError,
  });
  const full = report.rows.length >= KEYWORD_LIMITS.maxKeywords;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('keywordReports.followed', { followed: report.rows.length, max: KEYWORD_LIMITS.maxKeywords })}
          </Title>
          {canEdit && report.domain && report.rows.length > 0 ? (
            <Button variant="light" size="xs" leftSection={<IconRefresh size={14} />} loading={check.isPending} onClick={() => check.mutate()} data-testid="check-now">
              {t('keywordReports.checkNow')}
            </Button>
          ) : null}
        </Group>
        {report.domain ? (
          <Text size="sm" c="dimmed" data-testid="keyword-domain">
            {t('keywordReports.domain', { domain: report.domain })} {report.lastCheck ? t('keywordReports.lastCheck', { day: day(report.lastCheck) }) : t('keywordReports.neverChecked')}
          </Text>
        ) : (
          <Alert color="yellow" data-testid="keyword-no-domain">
            {t('keywordReports.noDomain')}
          </Alert>
        )}
        <Group gap="xs">
          {report.rows.map((r) => (
            <Badge
              key={r.id}
              variant="light"
              size="lg"
              tt="none"
              style={{ maxWidth: '100%' }}
              rightSection={
                canEdit ? (
                  <CloseButton
                    size="xs"
                    aria-label={t('keywordReports.remove', { keyword: r.keyword })}
                    onClick={() => confirmIrreversible({ title: t('keywordReports.removeTitle', { keyword: r.keyword }), confirmLabel: t('keywordReports.removeConfirm'), onConfirm: () => remove.mutate({ id: r.id }) })}
                    data-testid={`remove-keyword-${r.keyword}`}
                  />
                ) : null
              }
            >
              {r.keyword}
            </Badge>
          ))}
        </Group>
        {canEdit ? (
          <form onSubmit={form.onSubmit((values) => add.mutate(values))}>
            <Group align="flex-start" gap="xs" wrap="wrap">
              <TextInput
                aria-label={t('keywordReports.keyword')}
                placeholder={t('keywordReports.keywordPlaceholder')}
                maxLength={KEYWORD_LIMITS.maxLength}
                disabled={full}
                style={{ flex: '1 1 14rem' }}
                {...form.getInputProps('keyword')}
                data-testid="keyword-input"
              />
              <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending} disabled={full} data-testid="add-keyword">
                {t('keywordReports.add')}
              </Button>
            </Group>
            {full ? (
              <Text size="sm" c="dimmed" mt="xs">
                {translateMessage(KEYWORD_MESSAGES.tooMany)}
              </Text>
            ) : null}
          </form>
        ) : null}
      </Stack>
    </Card>
  );
}
