import { Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSmeCompanyDetail } from '../../../core/sme/schema.ts';
import { MY_STATES } from '../../../core/shipping/constants.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { SME_PATHS as P } from './paths.ts';

const wrap = { overflowWrap: 'anywhere' } as const;

/** A member's public profile, its certificates, where the caller stands with it and, once approved, its master contact. */
export function CompanyView({ detail }: { detail: TSmeCompanyDetail }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const send = trpc.sme.send.useMutation({
    onSuccess: async () => {
      showSuccess(t('sme.company.sent'));
      await utils.sme.invalidate();
    },
    onError: showError,
  });
  const { company: c, request, contact } = detail;
  const open = request && (request.status === 'pending' || request.status === 'approved');
  return (
    <Stack>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h3" style={wrap} data-testid="sme-detail-name">
            {c.companyName}
          </Title>
          <Text fw={500} style={wrap}>
            {c.homeTitle}
          </Text>
          <Text size="sm" style={wrap}>
            {c.shortServices}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{t(`sme.industries.${c.industry}`)}</Badge>
            <Badge variant="light" color="gray">{`${c.area}, ${MY_STATES[c.state as keyof typeof MY_STATES]?.name ?? c.state}`}</Badge>
            <Badge variant="light" color="gray">{t('sme.company.founded', { year: String(c.founded) })}</Badge>
            <Badge variant="light" color="gray">{t('sme.company.employees', { range: c.employees })}</Badge>
          </Group>
          <Group gap="xs" wrap="wrap">
            {c.intentions.map((code) => (
              <Badge key={code} variant="outline">
                {t(`sme.intentions.${code}`)}
              </Badge>
            ))}
          </Group>
          <Image src={c.certificatePhoto} alt={t('sme.fields.certificatePhoto')} w={120} radius="sm" />
        </Stack>
      </Card>
      <Card withBorder data-testid="sme-contact-card">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('sme.company.contact')}
          </Title>
          {contact ? (
            <Stack gap={0} data-testid="sme-contact">
              <Text style={wrap}>{contact.name}</Text>
              <Text>{ltr(contact.phone)}</Text>
              <Text style={wrap}>{contact.email}</Text>
            </Stack>
          ) : (
            <Text c="dimmed" data-testid="sme-contact-locked">
              {t('sme.company.contactLocked')}
            </Text>
          )}
          {request && (
            <Group gap="xs">
              <Badge data-testid="sme-request-status">{t(`sme.statuses.${request.status}`)}</Badge>
              <Anchor component={Link} to={P.connection(c.id)} size="sm">
                {t('sme.company.connection')}
              </Anchor>
            </Group>
          )}
          {canEdit && !open && (
            <Button onClick={() => send.mutate({ id: c.id })} loading={send.isPending} style={{ alignSelf: 'flex-start' }} data-testid="sme-send">
              {t('sme.company.send')}
            </Button>
          )}
        </Stack>
      </Card>
      {detail.certificates.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {detail.certificates.map((cert) => (
            <Card key={cert.id} withBorder>
              {cert.banner && <Image src={cert.banner} alt="" h={80} fit="cover" radius="sm" mb="xs" />}
              <Group wrap="nowrap" align="flex-start">
                <Image src={cert.image} alt={cert.title} w={64} radius="sm" />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={500} style={wrap}>
                    {cert.title}
                  </Text>
                  <Text size="sm" c="dimmed" style={wrap}>
                    {cert.description}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
