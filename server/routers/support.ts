import { cancelTicket, getTicket, listTickets, openTicket } from '../../core/support/tickets.ts';
import { ZCancelTicketInput, ZOpenTicketInput, ZTicket, ZTicketIdInput, ZTicketListInput, ZTicketPage } from '../../core/support/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('support', 'view');
const edit = moduleProcedure('support', 'edit');

/** Support tickets: the remote support ticket and the five request forms, their list, detail and cancellation. */
export const supportRouter = router({
  list: view.input(ZTicketListInput).output(ZTicketPage).query(({ ctx, input }) => listTickets(ctx.core, input)),
  get: view.input(ZTicketIdInput).output(ZTicket).query(({ ctx, input }) => getTicket(ctx.core, input.id)),
  open: edit.input(ZOpenTicketInput).output(ZTicket).mutation(({ ctx, input }) => openTicket(ctx.core, input)),
  cancel: edit.input(ZCancelTicketInput).output(ZTicket).mutation(({ ctx, input }) => cancelTicket(ctx.core, input)),
});
