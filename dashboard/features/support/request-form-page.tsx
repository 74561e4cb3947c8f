import { Card, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { kindOfPath } from './paths.ts';
import { TicketForm } from './ticket-form.tsx';

/** The one screen of the five request forms (update, insert script, MX setting, delete e-mail, e-mail settings): its kind is its path's. */
export default function RequestFormPage() {
  const { t } = useTranslation();
  const kind = kindOfPath(useLocation().pathname);
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed" mb="md">
        {t(`support.intro.${kind}`)}
      </Text>
      <TicketForm key={kind} kind={kind} />
    </Card>
  );
}
