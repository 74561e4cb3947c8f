import { useState } from 'react';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Switch, Table, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMemberDetail } from '../../../core/members/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { usePlaces } from '../../components/use-places.ts';
import { MemberStatusBadge, MemberTypeBadges } from './member-badges.tsx';
import { MemberFormModal } from './member-form-modal.tsx';
import { MemberPurchases, MemberVisits } from './member-history.tsx';
import { QueryPending } from '../../components/query-pending.tsx';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === '' || value === null ? '—' : value}</Text>
    </div>
  );
}

function Profile({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const places = usePlaces();
  const address = places.address({ line: member.shipAddress, postcode: member.shipPostcode, city: member.shipCity, state: member.shipState, country: member.shipCountry }).join(', ');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="member-profile">
      <Field label={t('members.fields.memberNo')} value={`#${member.memberNo}`} />
      <Field label={t('members.fields.name')} value={member.name} />
      <Field label={t('members.fields.email')} value={member.email} />
      <Field label={t('members.fields.emailVerified')} value={t(member.emailVerified ? 'members.detail.yes' : 'members.detail.no')} />
      <Field label={t('members.fields.phone')} value={ltr(member.phone)} />
      <Field label={t('members.fields.gender')} value={member.gender ? t(`members.gender.${member.gender}`) : ''} />
      <Field label={t('members.fields.dateOfBirth')} value={member.dateOfBirth} />
      <Field label={t('members.fields.password')} value={t(member.hasPassword ? 'members.detail.passwordSet' : 'members.detail.passwordNotSet')} />
      <Field label={t('members.fields.source')} value={t(`members.sources.${member.source}`)} />
      <Field label={t('members.fields.importBatch')} value={member.importBatch} />
      <Field label={t('members.fields.joinedAt')} value={dateTime(member.joinedAt)} />
      <Field label={t('members.fields.lastLoginAt')} value={member.lastLoginAt ? dateTime(member.lastLoginAt) : ''} />
      <Field label={t('members.fields.paidOrders')} value={member.paidOrderCount} />
      <Field label={t('members.fields.paidTotal')} value={formatMoney(member.paidTotalSen)} />
      <Field label={t('members.fields.lastPaidAt')} value={member.lastPaidAt ? dateTime(member.lastPaidAt) : ''} />
      <Field label={t('members.fields.shipAddress')} value={address} />
      <Field label={t('members.fields.billingAddress')} value={member.billingAddress} />
    </SimpleGrid>
  );
}

function Cart({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  if (member.cart.length === 0) return <Text c="dimmed">{t('members.detail.emptyCart')}</Text>;
  return (
    <Table striped data-testid="member-cart">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('members.detail.product')}</Table.Th>
          <Table.Th>{t('members.detail.option')}</Table.Th>
          <Table.Th ta="right">{t('members.detail.quantity')}</Table.Th>
          <Table.Th>{t('members.detail.addedAt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {member.cart.map((line) => (
          <Table.Tr key={`${line.productId}/${line.optionId}`}>
            <Table.Td>{line.productName || t('members.detail.productGone')}</Table.Td>
            <Table.Td>{line.optionLabel || '—'}</Table.Td>
            <Table.Td ta="right">{line.quantity}</Table.Td>
            <Table.Td>{dateTime(line.addedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /mysales/member/{uid}: the member's profile, purchase history, cart and visit actions; edit, enable or hide, delete. */
export default function MemberDetailPage() {
  const { t } = useTranslation();
  const id = useParams().uid ?? '';
  const canEdit = useCanEdit();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const member = trpc.members.get.useQuery({ id });
  const update = trpc.members.update.useMutation();
  const setStatus = trpc.members.setStatus.useMutation();
  const remove = trpc.members.delete.useMutation({
    onSuccess: async () => {
      await utils.members.list.invalidate();
      void navigate('/mysales/member');
    },
    onError: showError,
  });
  const [editing, setEditing] = useState(false);
  const refresh = (data: TMemberDetail) => {
    utils.members.get.setData({ id }, data);
    void utils.members.list.invalidate();
  };

  if (member.error || !member.data) return <QueryPending error={member.error} />;
  const m = member.data;
  return (
    <Stack>
      <Anchor component={Link} to="/mysales/member">
        {t('members.detail.back')}
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>
            #{m.memberNo} {m.name}
          </Title>
          <MemberStatusBadge status={m.status} />
          <MemberTypeBadges types={m.types} />
        </Group>
        {canEdit && (
          <Group gap="sm">
            <Switch
              label={t('members.detail.enabled')}
              checked={m.status === 1}
              disabled={setStatus.isPending}
              data-testid="member-status-toggle"
              onChange={(e) => setStatus.mutateAsync({ id, status: e.currentTarget.checked ? 1 : 2 }).then(refresh, showError)}
            />
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('members.detail.edit')}
            </Button>
            <DeleteButton
              label={t('common.delete')}
              title={t('members.detail.deleteTitle', { memberNo: m.memberNo, name: m.name })}
              deleting={remove.isPending}
              onConfirm={() => remove.mutate({ id })}
              testId="member-delete"
            />
          </Group>
        )}
      </Group>
      <Card withBorder>
        <Tabs defaultValue="profile">
          <Tabs.List mb="md">
            <Tabs.Tab value="profile">{t('members.detail.profile')}</Tabs.Tab>
            <Tabs.Tab value="orders">{`${t('members.detail.purchases')} (${m.orderCount})`}</Tabs.Tab>
            <Tabs.Tab value="cart">{`${t('members.detail.cart')} (${m.cart.length})`}</Tabs.Tab>
            <Tabs.Tab value="visits">{`${t('members.detail.visits')} (${m.visitCount})`}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <Profile member={m} />
          </Tabs.Panel>
          <Tabs.Panel value="orders">
            <MemberPurchases memberId={id} />
          </Tabs.Panel>
          <Tabs.Panel value="cart">
            <Cart member={m} />
          </Tabs.Panel>
          <Tabs.Panel value="visits">
            <MemberVisits memberId={id} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      {editing && (
        <MemberFormModal
          member={m}
          save={async (values) => refresh(await update.mutateAsync({ id, ...values }))}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
