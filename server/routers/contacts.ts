import { z } from 'zod';
import { createContact, deleteContact, deleteContacts, getContact, listContacts, updateContact } from '../../core/contacts/contacts.ts';
import { ZContact, ZContactIdInput, ZContactIdsInput, ZContactInput, ZContactListInput, ZContactPage, ZContactUpdateInput, ZDeletedCount } from '../../core/contacts/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('tools', 'view');
const edit = moduleProcedure('tools', 'edit');

/** The contact list tool: the merchant's contacts (imports and exports are job kinds). */
export const contactsRouter = router({
  list: view.input(ZContactListInput).output(ZContactPage).query(({ ctx, input }) => listContacts(ctx.core, input)),
  get: view.input(ZContactIdInput).output(ZContact).query(({ ctx, input }) => getContact(ctx.core, input.id)),
  create: edit.input(ZContactInput).output(ZContact).mutation(({ ctx, input }) => createContact(ctx.core, input)),
  update: edit.input(ZContactUpdateInput).output(ZContact).mutation(({ ctx, input }) => updateContact(ctx.core, input)),
  delete: edit.input(ZContactIdInput).output(z.void()).mutation(({ ctx, input }) => deleteContact(ctx.core, input.id)),
  deleteMany: edit.input(ZContactIdsInput).output(ZDeletedCount).mutation(({ ctx, input }) => deleteContacts(ctx.core, input)),
});
