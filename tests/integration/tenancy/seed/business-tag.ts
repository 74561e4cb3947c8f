import { approveBindRequest } from '../../../../core/business-tag/operator.ts';
import { requestCards } from '../../../../core/business-tag/requests.ts';
import { listCards, setCardStatus, updateCard } from '../../../../core/business-tag/cards.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface BusinessTagFixtures {
  /** An activated card with a holder and a custom link, its printed id and link. */
  businessCardId: string;
  printedCardId: string;
  cardLink: string;
  /** A pending bind-card request. */
  bindRequestId: string;
}

/** A's business tag card, bound through an approved request and activated, and a pending request; texts carry A's marker. */
export async function seedBusinessTag(ctx: Ctx, marker: string): Promise<BusinessTagFixtures> {
  const printedCardId = `CARD-${marker}`;
  const cardLink = `card-${marker.toLowerCase()}`;
  const approved = await requestCards(ctx, { cardIds: [printedCardId] });
  await approveBindRequest(ctx, { id: approved.id });
  const card = (await listCards(ctx, { search: printedCardId })).items[0]!;
  await updateCard(ctx, { id: card.id, holder: { holderName: `Holder ${marker}`, holderEmail: `${marker.toLowerCase()}@card.test`, customLink: cardLink } });
  await setCardStatus(ctx, { id: card.id, status: 'activated' });
  const pending = await requestCards(ctx, { cardIds: [`NEXT-${marker}`] });
  return { businessCardId: card.id, printedCardId, cardLink, bindRequestId: pending.id };
}
