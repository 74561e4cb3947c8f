import { Alert, Center, Group, Loader, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorInfo } from '../app/trpc.ts';

interface Props {
  /** The list's query: while it loads a spinner shows, a failure its message. */
  query: { data?: { total: number }; error: unknown };
  page: number;
  pageSize: number;
  onChange(page: number): void;
}

/**
 * The foot of a phone's list: where it is in its pages ('21–40 of 45', 'No records') with
 * previous and next buttons (page numbers do not fit a phone's width at touch size).
 */
export function PhonePages({ query, page, pageSize, onChange }: Props) {
  const { t } = useTranslation();
  if (query.error) return <Alert color="red">{errorInfo(query.error).message}</Alert>;
  if (!query.data)
    return (
      <Center h={120}>
        <Loader />
      </Center>
    );
  const total = query.data.total;
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed" data-testid="phone-range">
        {total === 0 ? t('list.empty') : t('list.range', { from: (page - 1) * pageSize + 1, to: Math.min(total, page * pageSize), total })}
      </Text>
      {total > pageSize && (
        <Pagination
          withPages={false}
          getControlProps={(control) => ({ 'aria-label': t(control === 'previous' ? 'contentPhone.previousPage' : 'contentPhone.nextPage') })}
          total={Math.ceil(total / pageSize)}
          value={page}
          onChange={onChange}
        />
      )}
    </Group>
  );
}
