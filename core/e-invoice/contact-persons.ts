import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { E_INVOICE_MESSAGES as M, E_INVOICE_MODULE } from './constants.ts';
import { getProfile } from './profiles.ts';
import { ZEInvoiceContactRef, type TEInvoiceProfile } from './schema.ts';

/** The profile after the change, and the names its user-log entry gives. */
interface Done {
  profile: TEInvoiceProfile;
  logged: { name: string; profile: string };
}

/** The contact person, of that profile of the merchant's, with the profile's name for the log. */
async function findContact(tx: Ctx, profileId: string, contactId: string) {
  const contact = await tx.db.eInvoiceContact.findUnique({
    where: { merchantId_id: { merchantId: tx.merchantId, id: contactId } },
    select: { name: true, profileId: true, isDefault: true, profile: { select: { name: true } } },
  });
  if (!contact || contact.profileId !== profileId) throw notFound('eInvoiceContact');
  return contact;
}

/**
 * Removes one contact person. The default one stays (a company always has exactly one default):
 * another must be made the default first, which also means the last one can never go.
 */
export function deleteContactPerson(ctx: Ctx, raw: unknown): Promise<TEInvoiceProfile> {
  const { profileId, contactId } = ZEInvoiceContactRef.parse(raw);
  return audited(
    ctx,
    (r: Done) => ({ action: msg('log.eInvoice.contactDeleted', r.logged), category: E_INVOICE_MODULE }),
    async (tx) => {
      const contact = await findContact(tx, profileId, contactId);
      if (contact.isDefault) throw new AppError('E_INVOICE.DEFAULT_CONTACT', M.defaultContactDelete, 'conflict', 'contactId');
      await tx.db.eInvoiceContact.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id: contactId } } });
      return { profile: await getProfile(tx, { id: profileId }), logged: { name: contact.name, profile: contact.profile.name } };
    },
  ).then((r) => r.profile);
}

/** Makes one contact person the profile's default, and the one before it not. */
export function setDefaultContactPerson(ctx: Ctx, raw: unknown): Promise<TEInvoiceProfile> {
  const { profileId, contactId } = ZEInvoiceContactRef.parse(raw);
  return audited(
    ctx,
    (r: Done) => ({ action: msg('log.eInvoice.defaultContactSet', r.logged), category: E_INVOICE_MODULE }),
    async (tx) => {
      const contact = await findContact(tx, profileId, contactId);
      await tx.db.eInvoiceContact.updateMany({ where: { merchantId: tx.merchantId, profileId, isDefault: true }, data: { isDefault: false } });
      await tx.db.eInvoiceContact.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: contactId } }, data: { isDefault: true } });
      return { profile: await getProfile(tx, { id: profileId }), logged: { name: contact.name, profile: contact.profile.name } };
    },
  ).then((r) => r.profile);
}
