import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { GENERATOR_PATHS as P } from './paths.ts';
import { QueryPending } from '../../components/query-pending.tsx';

function KindCard({ title, facts, published, to, testId }: { title: string; facts: string; published: boolean; to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge variant="light" color={published ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
            {t(published ? 'contentGenerator.published' : 'contentGenerator.notPublished')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {facts}
        </Text>
        <Button component={Link} to={to} variant="light" w="fit-content">
          {t('contentGenerator.open')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /manage/content-generator: the FAQ, the return and refund policy and why choose us, each with its size and whether the website shows it, and the AI credits left. */
export default function ContentGeneratorHub() {
  const { t } = useTranslation();
  const overview = trpc.contentGenerator.overview.useQuery();
  if (overview.error || !overview.data) return <QueryPending error={overview.error} />;
  const { faq, returnPolicy, whyChooseUs, credits } = overview.data;
  return (
    <Stack data-testid="generator-hub">
      <Text size="sm" c="dimmed">
        {t('contentGenerator.intro')}
      </Text>
      <Text fw={500} data-testid="generator-credits">
        {t('contentGenerator.credits', { credits })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <KindCard testId="hub-faq" title={t('contentGenerator.faq.title')} facts={t('contentGenerator.faq.facts', { categories: faq.categories, questions: faq.items })} published={faq.published} to={P.faq} />
        <KindCard
          testId="hub-policy"
          title={t('contentGenerator.policy.title')}
          facts={t(returnPolicy.written ? 'contentGenerator.policy.written' : 'contentGenerator.policy.notWritten')}
          published={returnPolicy.published}
          to={P.returnPolicy}
        />
        <KindCard testId="hub-why" title={t('contentGenerator.why.title')} facts={t('contentGenerator.why.facts', { items: whyChooseUs.items })} published={whyChooseUs.published} to={P.whyChooseUs} />
      </SimpleGrid>
    </Stack>
  );
}
