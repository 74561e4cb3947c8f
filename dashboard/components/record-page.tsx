import type { ReactNode } from 'react';
import { Alert, Anchor, Breadcrumbs, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorInfo } from '../app/trpc.ts';

interface RecordPageProps<T> {
  /** The list the breadcrumbs lead back to, and its title. */
  listPath: string;
  listTitle: string;
  heading: string;
  /** Shown beside the heading (a status badge). */
  badge?: ReactNode;
  /** A new record has nothing to load. */
  adding: boolean;
  record: { error: unknown; data: T | undefined };
  /** The page's body for the loaded record, or for null when adding. */
  children(record: T | null): ReactNode;
}

/** One shell for every add/edit page, so they all lead back, load and fail the same way. */
export function RecordPage<T>({ listPath, listTitle, heading, badge, adding, record, children }: RecordPageProps<T>) {
  let content: ReactNode;
  if (adding) content = children(null);
  else if (record.error) content = <Alert color="red">{errorInfo(record.error).message}</Alert>;
  else if (record.data === undefined)
    content = (
      <Center h={200}>
        <Loader />
      </Center>
    );
  else content = children(record.data);
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={listPath}>
          {listTitle}
        </Anchor>
        <Text>{heading}</Text>
      </Breadcrumbs>
      <Group>
        <Title order={2}>{heading}</Title>
        {badge}
      </Group>
      {content}
    </Stack>
  );
}
