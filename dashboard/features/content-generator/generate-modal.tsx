import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTENT_GENERATOR_LIMITS as L } from '../../../core/content-generator/constants.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';

interface Props {
  title: string;
  /** The generation's own choices (how many, which languages). */
  options?: ReactNode;
  /** Credits the generation will take. */
  cost: number;
  generating: boolean;
  error: unknown;
  onGenerate(about: string): void;
  onClose(): void;
  /** What came back, to choose from; the form until then. */
  children?: ReactNode;
}

/** A generation: what to write about, its choices and cost, the AI credits left; then what it suggested. */
export function GenerateModal({ title, options, cost, generating, error, onGenerate, onClose, children }: Props) {
  const { t } = useTranslation();
  const [about, setAbout] = useState('');
  const overview = trpc.contentGenerator.overview.useQuery();
  const message = error ? (errorInfo(error).fieldErrors?.about ?? errorInfo(error).message) : undefined;
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Stack data-testid="generate-modal">
        <Textarea
          label={t('contentGenerator.about')}
          description={t('contentGenerator.aboutHint')}
          autosize
          minRows={2}
          maxLength={L.aboutMaxChars}
          value={about}
          onChange={(e) => setAbout(e.currentTarget.value)}
          error={message}
          data-testid="generate-about"
        />
        {options}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed" data-testid="generate-cost">
            {t('contentGenerator.cost', { cost, balance: overview.data?.credits ?? 0 })}
          </Text>
          <Button leftSection={<IconSparkles size={16} />} loading={generating} onClick={() => onGenerate(about)} data-testid="generate-run">
            {t('contentGenerator.generate')}
          </Button>
        </Group>
        {children}
      </Stack>
    </Modal>
  );
}
