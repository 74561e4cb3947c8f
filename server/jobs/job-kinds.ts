import {
  ZStartExportInput,
  ZStartImportInput,
  ZStartMassUpdateInput,
  startMassUpdate,
  startProductExport,
  startProductImport,
} from '../../core/catalogue/bulk/catalogue-job-starts.ts';
import { MASS_UPDATE_SUMMARY, PRODUCT_EXPORT_SUMMARY, PRODUCT_IMPORT_SUMMARY, runMassUpdateJob, runProductExport, runProductImport } from '../../core/catalogue/bulk/catalogue-jobs.ts';
import { MASS_SHIPPING_SUMMARY, ZStartMassShippingInput, runMassShippingJob, startMassShipping } from '../../core/fulfilment/mass-shipping/mass-shipping-job.ts';
import { PRINT_SUMMARY, ZStartPrintInput, runPrintJob, startPrint } from '../../core/fulfilment/print-job.ts';
import { jobKind } from '../../core/jobs/job-kind.ts';
import { PRODUCT_COLUMNS, REQUIRED_PRODUCT_COLUMNS } from '../../core/catalogue/bulk/product-columns.ts';
import { REQUIRED_COLUMNS as SHIPPING_REQUIRED, SHIPPING_COLUMNS } from '../../core/fulfilment/mass-shipping/columns.ts';
import { HEADER_VARIANTS, MEMBER_COLUMNS, REQUIRED_MEMBER_COLUMNS } from '../../core/members/import/columns.ts';
import { CONTACT_COLUMNS, REQUIRED_CONTACT_COLUMNS } from '../../core/contacts/constants.ts';
import { CONTACT_EXPORT_SUMMARY, runContactExport, startContactExport } from '../../core/contacts/contact-export-job.ts';
import { CONTACT_IMPORT_SUMMARY, runContactImport, startContactImport } from '../../core/contacts/contact-import-job.ts';
import { ZContactExportInput, ZStartContactImportInput } from '../../core/contacts/schema.ts';
import { BOOKING_EXPORT_SUMMARY, runBookingExport, startBookingExport } from '../../core/booking/booking-export-job.ts';
import { ZBookingExportInput } from '../../core/booking/schema.ts';
import { MEMBER_EXPORT_SUMMARY, MEMBER_IMPORT_SUMMARY, runMemberExportJob, runMemberImportJob, startMemberExport, startMemberImport } from '../../core/members/import/member-jobs.ts';
import { ZStartMemberExportInput, ZStartMemberImportInput } from '../../core/members/import/schema.ts';
import { ORDER_EXPORT_SUMMARY, QUOTATION_EXPORT_SUMMARY, runOrderExport, runQuotationExport, startOrderExport, startQuotationExport } from '../../core/orders/order-export-job.ts';
import { ZOrderExportInput, ZQuotationExportInput } from '../../core/orders/schema.ts';
import { REVIEW_EXPORT_SUMMARY, runReviewExport, startReviewExport } from '../../core/reviews/review-export-job.ts';
import { ZReviewExportInput } from '../../core/reviews/schema.ts';
import { RESUME_EXPORT_SUMMARY, runResumeExport, startResumeExport } from '../../core/careers/resume-export-job.ts';
import { ZResumeExportInput } from '../../core/careers/resume-schema.ts';
import { PHOTO_IMPORT_SUMMARY, ZStartPhotoImportInput, runPhotoImport, startPhotoImport } from '../../core/photos/import/photo-import-job.ts';
import { PDF_ENCRYPT_SUMMARY, runPdfEncrypt, startPdfEncrypt } from '../../core/pdf-encryptor/pdf-encrypt-job.ts';
import { ZStartPdfEncryptInput } from '../../core/pdf-encryptor/schema.ts';
import { BG_REMOVE_SUMMARY, runBgRemove, startBgRemove } from '../../core/bg-remover/bg-remove-job.ts';
import { ZStartBgRemoveInput } from '../../core/bg-remover/schema.ts';
import { onnxBackgroundRemover } from '../integrations/bg-remover/onnx-remover.ts';
import { AI_BACKGROUND_SUMMARY, runAiBackground, startAiBackground } from '../../core/ai-background/ai-background-job.ts';
import { ZStartAiBackgroundInput } from '../../core/ai-background/schema.ts';
import { VOUCHER_ASSIGN_SUMMARY, runVoucherAssignJob, startAssignFromList } from '../../core/vouchers/assign-job.ts';
import { ZAssignListInput } from '../../core/vouchers/schema.ts';
import { WEB_PUSH_SEND_SUMMARY, runWebPushSend } from '../../core/web-push/deliver.ts';
import { ZWebPushInput } from '../../core/web-push/schema.ts';
import { startWebPushSend } from '../../core/web-push/send.ts';
import { PAGE_SYNC_SUMMARY, ZStartPageSyncInput, runPageSync, startPageSync } from '../../core/social/facebook/page-sync.ts';
import { startBroadcast } from '../../core/chatbot/broadcast.ts';
import { BROADCAST_SUMMARY, runBroadcast } from '../../core/chatbot/broadcast-job.ts';
import { ZBroadcastInput } from '../../core/chatbot/schema.ts';
import { SHOP_SYNC_SUMMARY, ZStartShopSyncInput, runShopSync, startShopSync } from '../../core/marketplaces/sync-job.ts';
import { MAP_COLUMNS, MAP_REQUIRED, MARKETPLACE_MAP_SUMMARY, ZStartMarketplaceMapInput, runMarketplaceMap, startMarketplaceMap } from '../../core/marketplaces/map-job.ts';

/**
 * Every kind of job: the one registry, here at the composition root so that core/jobs knows no
 * business area. A kind is one entry (docs/jobs.md): the module and level it needs, its
 * parameters (jobs.start's input), its start and its handler in core, what it leaves to
 * download, whether it may be cancelled, and the summary codes it ends with.
 *
 * Writers (imports, mass updates, shipping, assignments) may be cancelled until their commit;
 * exports and prints write only their own file and finish quickly, so they run to their end.
 */
export const JOB_KINDS = {
  'product-import': jobKind({
    access: { module: 'manage', level: 'edit' },
    params: ZStartImportInput,
    start: startProductImport,
    run: runProductImport,
    produces: 'errors',
    cancellable: true,
    summaries: PRODUCT_IMPORT_SUMMARY,
    format: { columns: PRODUCT_COLUMNS, required: REQUIRED_PRODUCT_COLUMNS },
  }),
  'product-export': jobKind({
    access: { module: 'manage', level: 'edit' },
    params: ZStartExportInput,
    start: startProductExport,
    run: runProductExport,
    produces: 'result',
    cancellable: false,
    summaries: PRODUCT_EXPORT_SUMMARY,
  }),
  'mass-update': jobKind({
    access: { module: 'manage', level: 'edit' },
    params: ZStartMassUpdateInput,
    start: startMassUpdate,
    run: runMassUpdateJob,
    produces: 'errors',
    cancellable: true,
    summaries: MASS_UPDATE_SUMMARY,
  }),
  // Printing changes nothing: whoever may see the sales screens may print.
  'packaging-print': jobKind({
    access: { module: 'my_sales', level: 'view' },
    params: ZStartPrintInput,
    start: startPrint,
    run: runPrintJob,
    produces: 'result',
    cancellable: false,
    summaries: PRINT_SUMMARY,
  }),
  'mass-shipping': jobKind({
    access: { module: 'my_sales', level: 'edit' },
    params: ZStartMassShippingInput,
    start: startMassShipping,
    run: runMassShippingJob,
    produces: 'errors',
    cancellable: true,
    summaries: MASS_SHIPPING_SUMMARY,
    format: { columns: SHIPPING_COLUMNS, required: SHIPPING_REQUIRED },
  }),
  'member-import': jobKind({
    access: { module: 'my_sales', level: 'edit' },
    params: ZStartMemberImportInput,
    start: startMemberImport,
    run: runMemberImportJob,
    produces: 'errors',
    cancellable: true,
    summaries: MEMBER_IMPORT_SUMMARY,
    format: { columns: MEMBER_COLUMNS, required: REQUIRED_MEMBER_COLUMNS, aliases: HEADER_VARIANTS, asks: { batch: 'Batch name (the new members are recorded under it)' } },
  }),
  // An export holds every member's e-mail, phone and birthday: only those who may edit members take one.
  'member-export': jobKind({
    access: { module: 'my_sales', level: 'edit' },
    params: ZStartMemberExportInput,
    start: startMemberExport,
    run: runMemberExportJob,
    produces: 'result',
    cancellable: false,
    summaries: MEMBER_EXPORT_SUMMARY,
  }),
  'voucher-assign': jobKind({
    access: { module: 'my_sales', level: 'edit' },
    params: ZAssignListInput,
    start: startAssignFromList,
    run: runVoucherAssignJob,
    produces: 'errors',
    cancellable: true,
    summaries: VOUCHER_ASSIGN_SUMMARY,
  }),
  'photo-import': jobKind({
    access: { module: 'manage', level: 'edit' },
    params: ZStartPhotoImportInput,
    start: startPhotoImport,
    run: runPhotoImport,
    produces: 'errors',
    cancellable: true,
    summaries: PHOTO_IMPORT_SUMMARY,
  }),
  'review-export': jobKind({
    access: { module: 'manage', level: 'view' },
    params: ZReviewExportInput,
    start: startReviewExport,
    run: runReviewExport,
    produces: 'result',
    cancellable: false,
    summaries: REVIEW_EXPORT_SUMMARY,
  }),
  'resume-export': jobKind({
    access: { module: 'manage', level: 'view' },
    params: ZResumeExportInput,
    start: startResumeExport,
    run: runResumeExport,
    produces: 'result',
    cancellable: false,
    summaries: RESUME_EXPORT_SUMMARY,
  }),
  'order-export': jobKind({
    access: { module: 'order', level: 'view' },
    params: ZOrderExportInput,
    start: startOrderExport,
    run: runOrderExport,
    produces: 'result',
    cancellable: false,
    summaries: ORDER_EXPORT_SUMMARY,
  }),
  'quotation-export': jobKind({
    access: { module: 'quotation', level: 'view' },
    params: ZQuotationExportInput,
    start: startQuotationExport,
    run: runQuotationExport,
    produces: 'result',
    cancellable: false,
    summaries: QUOTATION_EXPORT_SUMMARY,
  }),
  'booking-export': jobKind({
    access: { module: 'booking_system', level: 'view' },
    params: ZBookingExportInput,
    start: startBookingExport,
    run: runBookingExport,
    produces: 'result',
    cancellable: false,
    summaries: BOOKING_EXPORT_SUMMARY,
  }),
  'contact-import': jobKind({
    access: { module: 'tools', level: 'edit' },
    params: ZStartContactImportInput,
    start: startContactImport,
    run: runContactImport,
    produces: 'errors',
    cancellable: true,
    summaries: CONTACT_IMPORT_SUMMARY,
    format: { columns: CONTACT_COLUMNS, required: REQUIRED_CONTACT_COLUMNS },
  }),
  'contact-export': jobKind({
    access: { module: 'tools', level: 'view' },
    params: ZContactExportInput,
    start: startContactExport,
    run: runContactExport,
    produces: 'result',
    cancellable: false,
    summaries: CONTACT_EXPORT_SUMMARY,
  }),
  // Writes only its own result; the PDF's password is sealed in its params (docs/tools.md).
  'pdf-encrypt': jobKind({
    access: { module: 'pdf_encryptor', level: 'edit' },
    params: ZStartPdfEncryptInput,
    start: startPdfEncrypt,
    run: runPdfEncrypt,
    produces: 'result',
    cancellable: false,
    summaries: PDF_ENCRYPT_SUMMARY,
  }),
  // Writes only its own PNGs and their zip; the model runs on this machine (docs/bg-remover.md).
  'bg-remove': jobKind({
    access: { module: 'background_remover', level: 'edit' },
    params: ZStartBgRemoveInput,
    start: startBgRemove,
    run: (ctx, run) => runBgRemove(ctx, run, onnxBackgroundRemover),
    produces: 'result',
    cancellable: false,
    summaries: BG_REMOVE_SUMMARY,
  }),
  // One AI background for an image the remover cut out, paid with 1 AI credit, refunded on failure (docs/ai.md).
  'ai-background': jobKind({
    access: { module: 'background_remover', level: 'edit' },
    params: ZStartAiBackgroundInput,
    start: startAiBackground,
    run: runAiBackground,
    produces: 'result',
    cancellable: false,
    summaries: AI_BACKGROUND_SUMMARY,
  }),
  // Delivers one web push to the merchant's subscribers; it commits before its first delivery, so it cannot be cancelled and resumes after a restart (docs/web-push.md).
  'web-push-send': jobKind({
    access: { module: 'tools', level: 'edit' },
    params: ZWebPushInput,
    start: startWebPushSend,
    run: runWebPushSend,
    produces: 'none',
    cancellable: false,
    summaries: WEB_PUSH_SEND_SUMMARY,
  }),
  // A Facebook page's sync: the page shows synchronizing, then completed (docs/social-sync.md).
  'facebook-page-sync': jobKind({
    access: { module: 'facebook_sync', level: 'edit' },
    params: ZStartPageSyncInput,
    start: startPageSync,
    run: runPageSync,
    produces: 'none',
    cancellable: false,
    summaries: PAGE_SYNC_SUMMARY,
  }),
  // A chatbot broadcast to a page's subscribers; it commits before its first message and resumes after a restart.
  'chatbot-broadcast': jobKind({
    access: { module: 'mychatbot', level: 'edit' },
    params: ZBroadcastInput,
    start: startBroadcast,
    run: runBroadcast,
    produces: 'none',
    cancellable: false,
    summaries: BROADCAST_SUMMARY,
  }),
  // Maps marketplace products to catalogue products by SKU from a CSV, all rows or none (docs/marketplaces.md).
  'marketplace-map': jobKind({
    access: { module: 'marketplace_sync', level: 'edit' },
    params: ZStartMarketplaceMapInput,
    start: startMarketplaceMap,
    run: runMarketplaceMap,
    produces: 'errors',
    cancellable: true,
    summaries: MARKETPLACE_MAP_SUMMARY,
    format: { columns: MAP_COLUMNS, required: MAP_REQUIRED },
  }),
  // Sync now of one marketplace shop, as the scheduled sync does it; the shop shows updating meanwhile (docs/marketplaces.md).
  'marketplace-sync': jobKind({
    access: { module: 'marketplace_sync', level: 'edit' },
    params: ZStartShopSyncInput,
    start: startShopSync,
    run: runShopSync,
    produces: 'none',
    cancellable: false,
    summaries: SHOP_SYNC_SUMMARY,
  }),
};

export type TJobKind = keyof typeof JOB_KINDS;
