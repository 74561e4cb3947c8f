import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { useCount } from '../../components/format.ts';

/**
 * Records a redemption for a member from the back office: it waits for approval like a member's
 * own request, and may be of an 'internal users only' item.
 */
export function RecordModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const formatCount = useCount();
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [memberId, setMemberId] = useState<string | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const members = trpc.rewardStation.members.useQuery({ search: debounced }, { enabled: opened });
  const items = trpc.rewardStation.items.useQuery({ pageSize: 80 }, { enabled: opened });
  const record = trpc.rewardStation.record.useMutation({
    onSuccess: async (r) => {
      showSuccess(t('rewardStation.pending.recorded', { item: r.item.name, member: r.member.name }));
      await utils.rewardStation.invalidate();
      setMemberId(null);
      setItemId(null);
      onClose();
    },
    onError: showError,
  });
  const member = members.data?.find((m) => m.id === memberId);
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('rewardStation.pending.record')}</Text>} centered>
      <Stack data-testid="record-form">
        <Select
          label={t('rewardStation.pending.member')}
          withAsterisk
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          data={(members.data ?? []).map((m) => ({ value: m.id, label: `#${m.memberNo} ${m.name} <${m.email}>` }))}
          value={memberId}
          onChange={setMemberId}
          nothingFoundMessage={t('common.nothingYet')}
        />
        {member && <Text size="sm">{t('rewardStation.pending.balanceOf', { points: formatCount(member.balance) })}</Text>}
        <Select
          label={t('rewardStation.pending.item')}
          withAsterisk
          searchable
          data={(items.data?.items ?? []).map((i) => ({ value: i.id, label: `${i.name} (${formatCount(i.pointsRequired)})`, disabled: i.availability === 0 }))}
          value={itemId}
          onChange={setItemId}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!memberId || !itemId} loading={record.isPending} onClick={() => memberId && itemId && record.mutate({ memberId, itemId })} data-testid="record-submit">
            {t('rewardStation.pending.record')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
