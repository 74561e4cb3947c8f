import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SME_PRIVILEGES } from '../../../core/sme/privileges.ts';
import { trpc } from '../../app/trpc.ts';
import { SmeNav } from './sme-nav.tsx';

/** /sme/privilege: the programme's privileges, unlocked for members. */
export default function SmePrivilegesPage() {
  const { t } = useTranslation();
  const member = Boolean(trpc.sme.overview.useQuery().data?.profile);
  return (
    <>
      <SmeNav />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {SME_PRIVILEGES.map((code) => (
          <Card key={code} withBorder data-testid={`sme-privilege-${code}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Text fw={500}>{t(`sme.privileges.${code}.title`)}</Text>
                <Badge variant="light" color={member ? 'green' : 'gray'}>
                  {t(member ? 'sme.privileges.unlocked' : 'sme.privileges.locked')}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t(`sme.privileges.${code}.description`)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
