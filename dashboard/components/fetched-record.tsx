import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { errorInfo } from '../app/trpc.ts';

interface Props<T extends { id: string }> {
  /** The record asked for; a previous record's answer still cached is not shown. */
  id: string | null;
  query: { data?: T; error: unknown };
  children(record: T): ReactNode;
}

/** A record fetched by id for a dialog or drawer: its error, a loader until the record asked for is here, then the record. */
export function FetchedRecord<T extends { id: string }>({ id, query, children }: Props<T>) {
  if (query.error) return <Alert color="red">{errorInfo(query.error).message}</Alert>;
  const data = query.data?.id === id ? query.data : undefined;
  if (!data)
    return (
      <Center h={160}>
        <Loader />
      </Center>
    );
  return children(data);
}
