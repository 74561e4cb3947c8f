import { createContact } from '../../../../core/contacts/contacts.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface ContactFixtures {
  contactId: string;
  contactEmail: string;
}

/** Merchant A's contact, carrying A's marker in its name and e-mail. */
export async function seedContacts(ctx: Ctx, marker: string): Promise<ContactFixtures> {
  const contactEmail = `${marker.toLowerCase()}@contacts.test`;
  const contact = await createContact(ctx, { name: `Contact ${marker}`, companyName: `${marker} Sdn Bhd`, contact: '012-345 6789', email: contactEmail });
  return { contactId: contact.id, contactEmail };
}
