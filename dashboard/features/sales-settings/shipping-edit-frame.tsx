import type { ReactNode } from 'react';
import { Alert, Anchor, Breadcrumbs, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorInfo } from '../../app/trpc.ts';

/**
 * A page that edits one record of the shipping settings (a zone, an option): the way back to the
 * list, the title, and the form: at once when adding (record null), else once the record is loaded.
 */
export function ShippingEditFrame<T>(props: { title: string; back: string; adding: boolean; query: { error: unknown; data: T | undefined }; form: (record: T | null) => ReactNode }) {
  const { t } = useTranslation();
  const { query } = props;
  let content;
  if (props.adding) content = props.form(null);
  else if (query.error) content = <Alert color="red">{errorInfo(query.error).message}</Alert>;
  else if (!query.data)
    content = (
      <Center h={200}>
        <Loader />
      </Center>
    );
  else content = props.form(query.data);
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={props.back}>
          {t('menu.shippingSettings')}
        </Anchor>
        <Text>{props.title}</Text>
      </Breadcrumbs>
      <Title order={2}>{props.title}</Title>
      {content}
    </Stack>
  );
}
