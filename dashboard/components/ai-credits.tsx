import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../app/trpc.ts';

/** The AI credits left, as every AI screen shows them (the content generator's line). */
export function AiCredits() {
  const { t } = useTranslation();
  const overview = trpc.contentGenerator.overview.useQuery();
  return (
    <Text fw={500} data-testid="ai-credits">
      {t('contentGenerator.credits', { credits: overview.data?.credits ?? 0 })}
    </Text>
  );
}
