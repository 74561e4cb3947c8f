import { useSession } from '../../app/session.tsx';

/** Changing loyalty settings, rules, tiers and points needs 'edit' on Loyalty and rewards; the server refuses it anyway. */
export const useCanEditLoyalty = (): boolean => useSession().can('loyalty_and_rewards', 'edit');
