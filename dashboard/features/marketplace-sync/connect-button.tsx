import { Button } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import type { MarketplacePlatform } from '../../../core/marketplaces/port.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { leaveFor } from '../../components/use-sign-in-return.ts';

/** Connect (or reconnect) a shop: off to the marketplace's authorization page, which sends the merchant back to the shop list. */
export function ConnectButton({ platform, label, testId, compact }: { platform: MarketplacePlatform; label: string; testId: string; compact?: boolean }) {
  const connect = trpc.marketplaceSync.connect.useMutation({ onSuccess: ({ url }) => leaveFor(url), onError: showError });
  return (
    <Button
      size={compact ? 'compact-sm' : 'sm'}
      variant={compact ? 'light' : 'filled'}
      leftSection={<IconPlugConnected size={compact ? 14 : 16} />}
      loading={connect.isPending || connect.isSuccess}
      onClick={() => connect.mutate({ platform })}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
