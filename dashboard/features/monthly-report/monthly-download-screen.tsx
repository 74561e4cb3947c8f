import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { YearPickerInput } from '@mantine/dates';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { wallClockMonth } from './month-now.ts';
import { MONTHLY_PATHS, monthlyPdfPath } from './paths.ts';
import { useMonthName } from './use-month-name.ts';

/** /report/monthly-report: the 12 months of a year, each to view or download as a PDF (the one e-mailed, once the monthly run has made it). */
export default function MonthlyDownloadScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const thisMonth = wallClockMonth(user?.timeZone);
  const thisYear = Number(thisMonth.slice(0, 4));
  const asked = Number(search.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear ? asked : thisYear;
  const months = trpc.monthlyReport.year.useQuery({ year }, { placeholderData: (previous) => previous });
  const monthName = useMonthName();
  const dateTime = useDateTime();
  return (
    <Stack data-testid="monthly-report-download">
      <YearPickerInput
        label={t('reports.monthly.year')}
        value={`${year}-01-01`}
        maxDate={`${thisYear}-12-31`}
        onChange={(value) => value && setSearch({ year: value.slice(0, 4) }, { replace: true })}
        w={160}
        data-testid="monthly-year"
      />
      {months.error && <Alert color="red">{errorInfo(months.error).message}</Alert>}
      {months.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {months.data.months.map((m) => {
            const begun = m.month <= thisMonth;
            return (
              <Card key={m.month} withBorder data-testid={`monthly-${m.month}`}>
                <Group justify="space-between" wrap="wrap" mb="xs">
                  <Text fw={600}>{monthName(m.month)}</Text>
                  <Badge variant="light" color={m.stored ? 'teal' : m.ended ? 'blue' : 'gray'}>
                    {t(m.stored ? 'reports.monthly.state.stored' : m.ended ? 'reports.monthly.state.ended' : begun ? 'reports.monthly.state.current' : 'reports.monthly.state.ahead')}
                  </Badge>
                </Group>
                {m.mailedAt && (
                  <Text size="xs" c="dimmed" mb="xs">
                    {t('reports.monthly.mailedAt', { when: dateTime(m.mailedAt) })}
                  </Text>
                )}
                {begun && (
                  <Group gap="xs" wrap="wrap">
                    <Button size="xs" variant="default" component={Link} to={`${MONTHLY_PATHS.view}?month=${m.month}`} leftSection={<IconEye size={14} />}>
                      {t('reports.monthly.view')}
                    </Button>
                    <DownloadButton size="xs" variant="light" path={monthlyPdfPath(m.month)} fileName={`monthly-report-${m.month}.pdf`} label={t('reports.monthly.pdf')} testId={`monthly-pdf-${m.month}`} />
                  </Group>
                )}
              </Card>
            );
          })}
        </SimpleGrid>
      ) : (
        !months.error && <Skeleton h={320} />
      )}
    </Stack>
  );
}
