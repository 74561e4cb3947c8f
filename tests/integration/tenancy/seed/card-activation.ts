import { createCard } from '../../../../core/card-activation/cards.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface CardActivationFixtures {
  activationCardId: string;
  /** A's card number, carrying A's marker. */
  cardNo: string;
}

/** A's pending card, its number and holder named with A's marker. */
export async function seedCardActivation(ctx: Ctx, marker: string): Promise<CardActivationFixtures> {
  const cardNo = `CARD-${marker}`;
  const { card } = await createCard(ctx, { cardNo, holderName: `Holder ${marker}` });
  return { activationCardId: card.id, cardNo };
}
