import type { ReactNode } from 'react';
import { Alert, Anchor, Breadcrumbs, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageActions } from '../app/layout/page-header.tsx';
import { NoAccess } from '../app/no-access.tsx';
import { useScreenTitle } from '../app/route-title.ts';
import { useScreenAccess } from '../app/screen-access.tsx';
import { errorInfo } from '../app/trpc.ts';

interface RecordPageProps<T> {
  /** The list the breadcrumbs lead back to, and its title. */
  listPath: string;
  listTitle: string;
  /** The record's own name, as a heading under the screen's title (which says add or edit). */
  heading?: string;
  /** Shown beside the screen's title (a status badge). */
  badge?: ReactNode;
  /** A new record has nothing to load. */
  adding: boolean;
  record: { error: unknown; data: T | undefined };
  /** The page's body for the loaded record, or for null when adding. */
  children(record: T | null): ReactNode;
}

/**
 * One shell for every add/edit page, so they all lead back, load and fail the same way. A viewer
 * of the screen's module sees a record read-only (its form's inputs and actions know), and is
 * told that adding one takes the Editor level instead of an add form.
 */
export function RecordPage<T>({ listPath, listTitle, heading, badge, adding, record, children }: RecordPageProps<T>) {
  const { module, canEdit } = useScreenAccess();
  const screenTitle = useScreenTitle();
  let content: ReactNode;
  if (adding && !canEdit && module) content = <NoAccess reason={{ kind: 'editor', module }} />;
  else if (adding) content = children(null);
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
        <Text style={{ overflowWrap: 'anywhere' }}>{heading ?? screenTitle}</Text>
      </Breadcrumbs>
      {badge && <PageActions>{badge}</PageActions>}
      {heading && (
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Title>
      )}
      {content}
    </Stack>
  );
}
