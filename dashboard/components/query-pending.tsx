import { Alert, Center, Loader } from '@mantine/core';
import { errorInfo } from '../app/trpc.ts';

/** A screen whose query has not given its data: the query's error, else a loader while it loads. */
export function QueryPending({ error }: { error: unknown }) {
  if (error) return <Alert color="red">{errorInfo(error).message}</Alert>;
  return (
    <Center h={200}>
      <Loader />
    </Center>
  );
}
