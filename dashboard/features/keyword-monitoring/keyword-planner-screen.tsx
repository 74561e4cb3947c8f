import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_CAMPAIGN_LIMITS as L } from '../../../core/keyword-monitoring/constants.ts';
import { ZPlannerInput } from '../../../core/keyword-monitoring/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { translateMessage } from '../../i18n/messages.ts';

const COMPETITION_COLORS = { low: 'green', medium: 'yellow', high: 'red' } as const;

/** /tools/keyword-planner: keyword ideas around a search of at least 3 characters, with their monthly searches and competition. */
export default function KeywordPlannerScreen() {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // A search changes nothing, so it is no form (a form is read-only for a viewer): core's schema checks the words.
  const search = () => {
    const parsed = ZPlannerInput.safeParse({ query: text });
    setRefusal(parsed.success ? null : translateMessage(parsed.error.issues[0]!.message));
    if (parsed.success) setQuery(parsed.data.query);
  };
  const ideas = trpc.keywordPlanner.ideas.useQuery({ query }, { enabled: query.length >= L.plannerMinChars, retry: false });
  useEffect(() => {
    if (ideas.error) showError(ideas.error);
  }, [ideas.error]);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack>
      <Card withBorder>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
          noValidate
        >
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              aria-label={t('keywordPlanner.search')}
              placeholder={t('keywordPlanner.placeholder')}
              description={t('keywordPlanner.hint', { min: L.plannerMinChars })}
              maxLength={L.plannerMaxChars}
              style={{ flex: '1 1 14rem' }}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={refusal}
              data-testid="planner-query"
            />
            <Button type="submit" leftSection={<IconSearch size={16} />} loading={ideas.isFetching} data-testid="planner-search">
              {t('keywordPlanner.search')}
            </Button>
          </Group>
        </form>
      </Card>
      {ideas.data && (
        <Card withBorder>
          {ideas.data.length === 0 ? (
            <Text c="dimmed">{t('keywordPlanner.none')}</Text>
          ) : (
            <Table layout="fixed" data-testid="planner-results">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('keywordPlanner.keyword')}</Table.Th>
                  <Table.Th w="7rem">{t('keywordPlanner.monthlySearches')}</Table.Th>
                  <Table.Th w="6rem">{t('keywordPlanner.competition')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ideas.data.map((idea) => (
                  <Table.Tr key={idea.keyword}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{idea.keyword}</Table.Td>
                    <Table.Td>{number.format(idea.monthlySearches)}</Table.Td>
                    <Table.Td>{idea.competition ? <Badge color={COMPETITION_COLORS[idea.competition]} variant="light">{t(`keywordPlanner.levels.${idea.competition}`)}</Badge> : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      )}
    </Stack>
  );
}
