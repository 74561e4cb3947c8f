import { useSession } from '../../app/session.tsx';

/** Changing order, shipping and pick-up settings needs 'edit' on My Sales; the server refuses it anyway. */
export const useCanEditMySales = (): boolean => useSession().can('my_sales', 'edit');
