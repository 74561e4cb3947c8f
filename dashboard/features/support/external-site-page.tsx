import { Anchor, Card, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_SITES } from './paths.ts';

/**
 * /contact and /help-&-support: opens the external site in a new tab (noopener) once, and shows
 * its link in case the browser blocked the new tab.
 */
export default function ExternalSitePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const site = decodeURI(pathname) === EXTERNAL_SITES.help.path ? 'help' : 'contact';
  const { url } = EXTERNAL_SITES[site];
  useEffect(() => {
    window.open(url, '_blank', 'noopener,noreferrer');
  }, [url]);
  return (
    <Card withBorder maw={560}>
      <Stack>
        <Text>{t(`support.external.${site}`)}</Text>
        <Anchor href={url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }} data-testid="external-link">
          <IconExternalLink size={16} style={{ verticalAlign: 'middle' }} /> {url}
        </Anchor>
      </Stack>
    </Card>
  );
}
