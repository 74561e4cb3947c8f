import { Text } from 'ink';
import { formatSen } from '../../../core/shared/money-format.ts';
import { failureLine } from '../../program/failure.ts';
import { dateTime, spaced } from '../../ui/format.ts';
import { Screen } from '../kit/screen.tsx';
import { Section } from '../kit/section.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useLoad } from '../kit/use-load.ts';

const line = (...parts: string[]) => parts.filter(Boolean).join(', ') || '-';

/** One member: contact, what they bought, where to ship, what waits in their cart. */
export function MemberScreen({ id }: { id: string }) {
  const env = useScreenEnv();
  const member = useLoad(() => env.connection.api.members.get.query({ id }), [env.connection.api, id]);
  const m = member.data;
  return (
    <Screen title={m ? `Member #${m.memberNo} · ${m.name}` : 'Member'} keys={[]} error={member.error && failureLine(member.error)}>
      {m ? (
        <>
          <Section title="Contact">
            <Text>{line(m.email, m.phone)}</Text>
            <Text dimColor={env.theme.dim}>
              Joined {dateTime(m.joinedAt)} ({m.source}){m.importBatch ? ` · imported in "${m.importBatch}"` : ''} · {m.status === 1 ? 'enabled' : 'hidden'} · {m.types.map(spaced).join(', ') || 'no type'}
            </Text>
          </Section>
          <Section title="Purchases">
            <Text>
              {m.paidOrderCount} paid of {m.orderCount} orders · {formatSen(m.paidTotalSen)} spent{m.lastPaidAt ? ` · last paid ${dateTime(m.lastPaidAt)}` : ''} · {m.visitCount} visits
            </Text>
          </Section>
          <Section title="Shipping address">
            <Text>{line(m.shipAddress, m.shipPostcode, m.shipCity, m.shipState, m.shipCountry)}</Text>
          </Section>
          <Section title={`Cart (${m.cart.length})`}>
            {m.cart.length ? m.cart.map((c) => <Text key={`${c.productId}/${c.optionId}`}>{`${c.quantity} × ${c.productName || '(deleted product)'}${c.optionLabel ? ` (${c.optionLabel})` : ''}`}</Text>) : <Text dimColor={env.theme.dim}>empty</Text>}
          </Section>
        </>
      ) : (
        <Text>Loading…</Text>
      )}
    </Screen>
  );
}
