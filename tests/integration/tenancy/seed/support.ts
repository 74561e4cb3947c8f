import QRCode from 'qrcode';
import type { Ctx } from '../../../../core/shared/context.ts';
import { openTicket } from '../../../../core/support/tickets.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';

export interface SupportFixtures {
  /** A remote support ticket with an attachment (so every support table has a row of A's). */
  supportTicketId: string;
  supportUploadId: string;
}

/** A's remote support ticket, its history row, its attachment and the setting row; texts carry A's marker. */
export async function seedSupport(ctx: Ctx, marker: string): Promise<SupportFixtures> {
  const upload = await saveUpload(ctx, 'support-attachment', `${marker}.png`, await QRCode.toBuffer(marker));
  const ticket = await openTicket(ctx, {
    kind: 'remote',
    issue: `Issue ${marker}`,
    description: `Comments ${marker}`,
    affectedDomain: `${marker.toLowerCase()}.example.my`,
    appointmentDate: '2099-01-15',
    attachmentIds: [upload.id],
  });
  return { supportTicketId: ticket.id, supportUploadId: upload.id };
}
