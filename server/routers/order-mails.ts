import { previewOrderMail } from '../../core/order-mails/preview.ts';
import { ZOrderMailKindInput, ZOrderMailPreview, ZOrderMailSenderInput, ZOrderMailSettings, ZOrderMailTemplateInput } from '../../core/order-mails/schema.ts';
import { getOrderMailSettings, resetOrderMailTemplate, saveOrderMailSender, saveOrderMailTemplate } from '../../core/order-mails/settings.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** The e-commerce mail setting (/mysales/ecommerce-mail-setting): the order e-mails' sender and templates. */
export const orderMailsRouter = router({
  get: view.output(ZOrderMailSettings).query(({ ctx }) => getOrderMailSettings(ctx.core)),
  saveSender: edit.input(ZOrderMailSenderInput).output(ZOrderMailSettings).mutation(({ ctx, input }) => saveOrderMailSender(ctx.core, input)),
  saveTemplate: edit.input(ZOrderMailTemplateInput).output(ZOrderMailSettings).mutation(({ ctx, input }) => saveOrderMailTemplate(ctx.core, input)),
  resetTemplate: edit.input(ZOrderMailKindInput).output(ZOrderMailSettings).mutation(({ ctx, input }) => resetOrderMailTemplate(ctx.core, input.kind)),
  /** A mutation only for its POST body: a template's body does not fit a query's address. Nothing is written. */
  preview: view.input(ZOrderMailTemplateInput).output(ZOrderMailPreview).mutation(({ ctx, input }) => previewOrderMail(ctx.core, input)),
});
