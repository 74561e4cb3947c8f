import { useSession } from '../../app/session.tsx';

/** Adding, editing, deleting, showing or hiding and mass updates need 'edit' on Manage Content; the server refuses them anyway. */
export const useCanEditCatalogue = (): boolean => useSession().can('manage', 'edit');
