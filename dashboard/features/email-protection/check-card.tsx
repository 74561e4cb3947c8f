import { Badge, Code, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckStatus } from '../../../core/email-protection/constants.ts';
import type { TProtectionCheck } from '../../../core/email-protection/schema.ts';
import { SectionCard } from '../../components/section-card.tsx';

const COLORS: Record<CheckStatus, string> = { ok: 'green', warning: 'yellow', missing: 'red', error: 'red' };

/** One check (SPF, DKIM or DMARC): its status, what it found and what to fix, and the records as the DNS gave them. */
export function CheckCard({ kind, check }: { kind: 'spf' | 'dkim' | 'dmarc'; check: TProtectionCheck }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t(`emailProtection.kinds.${kind}`)}>
      <div data-testid={`protection-${kind}`}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {t(`emailProtection.about.${kind}`)}
          </Text>
          <Badge color={COLORS[check.status]} variant="light" data-testid={`protection-${kind}-status`} style={{ flexShrink: 0 }}>
            {t(`emailProtection.statuses.${check.status}`)}
          </Badge>
        </Group>
        <List size="sm" mt="sm" spacing={4}>
          {check.findings.map((finding) => (
            <List.Item key={finding}>{t(`emailProtection.findings.${finding}`)}</List.Item>
          ))}
        </List>
        {check.records.map((record) => (
          <div key={`${record.name}:${record.value}`}>
            <Text size="xs" c="dimmed" mt="sm" style={{ overflowWrap: 'anywhere' }}>
              {record.name}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {record.value}
            </Code>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}
