import { Anchor, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const BOARD = '/rfq-system';

/** /rfq: opens the RFQ board in a new tab (platform.md); a blocked pop-up leaves the link to click. */
export default function RfqLauncher() {
  const { t } = useTranslation();
  useEffect(() => {
    window.open(BOARD, '_blank', 'noopener');
  }, []);
  return (
    <Stack align="flex-start" data-testid="rfq-launcher">
      <Text>{t('rfq.launcher.opened')}</Text>
      <Anchor href={BOARD} target="_blank" rel="noopener noreferrer" data-testid="rfq-open">
        {t('rfq.launcher.open')}
      </Anchor>
    </Stack>
  );
}
