import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { trpc } from '../../app/trpc.ts';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useJob } from '../../components/jobs/use-job.ts';
import { BroadcastForm } from './broadcast-form.tsx';
import { BroadcastHistory } from './broadcast-history.tsx';
import { CHATBOT_PATHS } from './paths.ts';
import { QueryPending } from '../../components/query-pending.tsx';

/** The job that sends a broadcast, followed until it ends; then the history is asked again. */
function SendingJob({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const { job } = useJob({ id, onEnded: () => void utils.chatbot.broadcasts.invalidate() });
  return job ? <JobPanel job={job} /> : null;
}

/** /onesync/mychatbot/broadcast-message/{page_id}: a broadcast to the page's subscribers, followed as a job, and the page's broadcasts. */
export default function BroadcastScreen() {
  const { t } = useTranslation();
  const pageId = useParams().page_id ?? '';
  const utils = trpc.useUtils();
  const pages = trpc.chatbot.pages.useQuery();
  const [jobId, setJobId] = useState<string | null>(null);
  if (pages.error || !pages.data) return <QueryPending error={pages.error} />;
  const bot = pages.data.pages.find((p) => p.pageId === pageId);
  if (!bot)
    return (
      <Alert color="yellow" data-testid="broadcast-no-page">
        {t('chatbot.pageGone')}{' '}
        <Anchor component={Link} to={CHATBOT_PATHS.settings}>
          {t('menu.chatbot')}
        </Anchor>
      </Alert>
    );
  return (
    <Stack data-testid="broadcast">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {bot.pageName}
      </Text>
      <Text size="sm" c="dimmed">
        {t('social.subscribers', { count: bot.subscribers })}
      </Text>
      <BroadcastForm
        pageId={pageId}
        onSent={(started) => {
          setJobId(started);
          void utils.chatbot.broadcasts.invalidate();
        }}
      />
      {jobId ? <SendingJob key={jobId} id={jobId} /> : null}
      <BroadcastHistory pageId={pageId} />
    </Stack>
  );
}
