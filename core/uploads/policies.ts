import type { Level, ModuleKey } from '../permissions/modules.ts';
import { MEMBER_IMPORT_LIMITS } from '../members/constants.ts';
import { MEMBER_IMPORT_MESSAGES } from '../members/import/columns.ts';
import { msg } from '../shared/messages.ts';
import { CATALOGUE_MESSAGES } from '../catalogue/constants.ts';
import { RESUME_ATTACHMENT_TYPES, RESUME_LIMITS, RESUME_MESSAGES } from '../careers/constants.ts';
import { DOWNLOAD_FILE_MAX_BYTES, DOWNLOAD_FILE_TYPES, DOWNLOAD_MESSAGES } from '../downloads/constants.ts';
import { SALES_PICTURE_SIZES } from '../sales-landing/constants.ts';
import { PROFILE_LIMITS } from '../profile/constants.ts';
import { EMAIL_MARKETING_MESSAGES } from '../email-marketing/constants.ts';
import { PHOTO_IMPORT_LIMITS, PHOTO_IMPORT_MESSAGES } from '../photos/import/constants.ts';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '../support/constants.ts';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../contacts/constants.ts';
import { PDF_ENCRYPTOR_LIMITS, PDF_ENCRYPTOR_MESSAGES } from '../pdf-encryptor/constants.ts';
import { BG_REMOVER_LIMITS, BG_REMOVER_MESSAGES, BG_REMOVER_TYPES } from '../bg-remover/constants.ts';
import { MAP_MESSAGES } from '../marketplaces/map-messages.ts';
import { SME_MESSAGES } from '../sme/constants.ts';

export interface UploadPolicy {
  maxBytes: number;
  /** MIME types as detected from the content, never from the file name. */
  types: readonly string[];
  /**
   * What the uploader must hold: the module and level of the records the file goes into (every
   * purpose names one, so a user with no role uploads nothing).
   */
  module: ModuleKey;
  level: Level;
  /** Public files are storefront content, served without a session at /media/... */
  public: boolean;
  /** Pictures are resized to fit the catalogue's maximum and get a thumbnail. */
  picture: boolean;
  /** A picture resized to exactly this size instead (cropped to fill it), as the sales landing page's; without a height, to this width at its own proportions (the profile's header picture). */
  box?: { width: number; height?: number };
  tooLarge: string;
  wrongType: string;
  /** An image whose width or height passes this many pixels is refused (read from its header, before any pixel is decoded), with tooWide naming the file. */
  maxSide?: number;
  tooWide?: (file: string) => string;
  /** What an empty file is told; without it, an empty file is of no accepted type (wrongType). */
  empty?: string;
  /**
   * The merchant's website may upload it (POST /api/storefront/uploads): true for a signed-in
   * member (memberId required), 'anonymous' for anyone (a job candidate: no member).
   */
  storefront?: boolean | 'anonymous';
}

const MB = 1024 * 1024;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** CSV has no signature: a file of text with no other detected type counts as CSV. */
export const CSV = 'text/csv';

const picture = {
  maxBytes: 10 * MB,
  types: PICTURE_TYPES,
  module: 'manage',
  level: 'edit',
  public: true,
  picture: true,
  tooLarge: msg('uploads.photoTooLarge', { max: '10 MB' }),
  wrongType: msg('uploads.photoType'),
} as const;

/** What may be uploaded, per purpose. Business areas add their purposes here. */
export const UPLOAD_POLICIES = {
  // A private image; orders take one as a payment's proof, so uploading it is an order change.
  image: {
    maxBytes: 5 * MB,
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    module: 'order',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: msg('uploads.imageTooLarge', { max: '5 MB' }),
    wrongType: msg('uploads.imageType'),
  },
  'product-image': picture,
  'catalogue-picture': picture,
  // News, services, albums... (docs/content.md): storefront pictures of the content module.
  'content-picture': picture,
  // A member's pictures of their product review, uploaded through the website (docs/content.md).
  'review-picture': { ...picture, storefront: true },
  // A job candidate's PDF or Word resume, uploaded through the website with no member; private (docs/content.md).
  'resume-attachment': {
    maxBytes: RESUME_LIMITS.attachmentMaxBytes,
    types: RESUME_ATTACHMENT_TYPES,
    module: 'manage',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: RESUME_MESSAGES.attachmentTooLarge,
    wrongType: RESUME_MESSAGES.attachmentType,
    storefront: 'anonymous',
  },
  // Website banners and the watermark (docs/website.md): storefront pictures of the website setting module.
  'website-picture': { ...picture, module: 'website_setting' },
  // The sales landing page's photo, name card and background (docs/sales-landing.md), each at its fixed size.
  'sales-photo': { ...picture, module: 'sales_landing', box: SALES_PICTURE_SIZES.photo },
  'sales-name-card': { ...picture, module: 'sales_landing', box: SALES_PICTURE_SIZES.nameCard },
  'sales-background': { ...picture, module: 'sales_landing', box: SALES_PICTURE_SIZES.background },
  // The company profile's pictures (docs/profile.md): the header resized to 1,050 px wide (spec section 9), the main picture and the WeChat QR code as any picture.
  'profile-header': { ...picture, module: 'profile_setting', box: { width: PROFILE_LIMITS.headerPictureWidth } },
  'profile-picture': { ...picture, module: 'profile_setting' },
  // The e-mail sender's logo (docs/email-marketing.md): public, as the messages show it, and JPEG or PNG, as the monthly report's PDF draws it.
  'email-logo': { ...picture, module: 'tools', maxBytes: 2 * MB, types: ['image/jpeg', 'image/png'], box: { width: 400 }, tooLarge: EMAIL_MARKETING_MESSAGES.logoTooLarge, wrongType: EMAIL_MARKETING_MESSAGES.logoType },
  // The order e-mails' logo (docs/order-mails.md): as the e-mail sender's logo, uploaded by my_sales users.
  'order-mail-logo': { ...picture, module: 'my_sales', maxBytes: 2 * MB, types: ['image/jpeg', 'image/png'], box: { width: 400 }, tooLarge: EMAIL_MARKETING_MESSAGES.logoTooLarge, wrongType: EMAIL_MARKETING_MESSAGES.logoType },
  // The app's slider banners (docs/app.md): storefront pictures of the app module.
  'app-picture': { ...picture, module: 'app' },
  // A web push's picture (docs/web-push.md): public, as the browsers fetch it for the notification; 500x500 is only recommended.
  'web-push-picture': { ...picture, module: 'tools' },
  // A portal keyword ad's image (docs/portal-ads.md): public, as the portal shows it; ads are guarded by the tools module.
  'portal-ad-image': { ...picture, module: 'tools' },
  // Promotion pictures (sets, campaign banners) are storefront content that my_sales users upload.
  'promotion-picture': { ...picture, module: 'my_sales' },
  'product-file': {
    maxBytes: 20 * MB,
    types: ['application/pdf', 'application/zip', 'image/jpeg', 'image/png', XLSX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    module: 'manage',
    level: 'edit',
    public: true,
    picture: false,
    tooLarge: CATALOGUE_MESSAGES.fileTooLarge,
    wrongType: msg('uploads.productFileType'),
  },
  // A file the website offers at /manage/downloads (docs/content.md "Downloads"): private, so the
  // website gets it only through GET /api/storefront/downloads/:id, which asks for the downloader's details first when the file says so.
  'download-file': {
    maxBytes: DOWNLOAD_FILE_MAX_BYTES,
    types: DOWNLOAD_FILE_TYPES,
    module: 'manage',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: DOWNLOAD_MESSAGES.tooLarge,
    wrongType: DOWNLOAD_MESSAGES.wrongType,
  },
  // A zip of pictures for `merchant photos import`: read by the photo-import job, never in the request.
  'photo-archive': {
    maxBytes: PHOTO_IMPORT_LIMITS.archiveBytes,
    types: ['application/zip'],
    module: 'manage',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: PHOTO_IMPORT_MESSAGES.archiveTooLarge,
    wrongType: PHOTO_IMPORT_MESSAGES.archiveType,
  },
  'product-import': {
    maxBytes: 100 * MB,
    types: [CSV, XLSX],
    module: 'manage',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: msg('uploads.fileTooLarge', { max: '100 MB' }),
    wrongType: msg('uploads.sheetType'),
  },
  'payment-proof': {
    maxBytes: 10 * MB,
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
    module: 'order',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: msg('uploads.fileTooLarge', { max: '10 MB' }),
    wrongType: msg('uploads.proofType'),
  },
  'mass-update': {
    maxBytes: 5 * MB,
    types: [XLSX],
    module: 'manage',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: msg('uploads.fileTooLarge', { max: '5 MB' }),
    wrongType: msg('uploads.xlsxType'),
  },
  'mass-shipping': {
    maxBytes: 20 * MB,
    types: [CSV, XLSX],
    module: 'my_sales',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: msg('uploads.fileTooLarge', { max: '20 MB' }),
    wrongType: msg('uploads.sheetType'),
  },
  // Members import from CSV only (the spec's "csv only"); the limits live with the other member constants.
  'member-import': {
    maxBytes: MEMBER_IMPORT_LIMITS.maxBytes,
    types: [CSV],
    module: 'my_sales',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: MEMBER_IMPORT_MESSAGES.tooLarge,
    wrongType: MEMBER_IMPORT_MESSAGES.csvOnly,
    // An empty .csv is a member list with nothing in it (spec: "list not empty"), not the wrong kind of file.
    empty: MEMBER_IMPORT_MESSAGES.emptyFile,
  },
  // A marketplace mapping file (docs/marketplaces.md), read by the marketplace-map job, never in the request.
  'marketplace-map': {
    maxBytes: 10 * 1024 * 1024,
    types: [CSV],
    module: 'marketplace_sync',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: MAP_MESSAGES.fileTooLarge,
    wrongType: MAP_MESSAGES.csvOnly,
    empty: MAP_MESSAGES.emptyFile,
  },
  // The contact list's import (spec: csv or xlsx), read by the contact-import job, never in the request.
  'contact-import': {
    maxBytes: CONTACT_LIMITS.importMaxBytes,
    types: [CSV, XLSX],
    module: 'tools',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: CONTACT_MESSAGES.fileTooLarge,
    wrongType: CONTACT_MESSAGES.fileType,
    empty: CONTACT_MESSAGES.emptyFile,
  },
  // A PDF to encrypt (docs/tools.md "PDF encryptor"): private, read by the pdf-encrypt job, never in the request.
  'pdf-encrypt': {
    maxBytes: PDF_ENCRYPTOR_LIMITS.uploadMaxBytes,
    types: ['application/pdf'],
    module: 'pdf_encryptor',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: PDF_ENCRYPTOR_MESSAGES.fileTooLarge,
    wrongType: PDF_ENCRYPTOR_MESSAGES.fileType,
  },
  // An image whose background is to be cut out (docs/bg-remover.md): private, read by the bg-remove job, never in the request.
  'bg-remover': {
    maxBytes: BG_REMOVER_LIMITS.uploadMaxBytes,
    types: BG_REMOVER_TYPES,
    module: 'background_remover',
    level: 'edit',
    public: false,
    picture: false,
    maxSide: BG_REMOVER_LIMITS.maxSide,
    tooWide: BG_REMOVER_MESSAGES.tooWide,
    tooLarge: BG_REMOVER_MESSAGES.imageTooLarge,
    wrongType: BG_REMOVER_MESSAGES.imageType,
  },
  // A support ticket's attachment (docs/support.md): private, at most 10 MB, jpg, jpeg, png or pdf (spec sections 5 and 9).
  'support-attachment': {
    maxBytes: SUPPORT_LIMITS.attachmentMaxBytes,
    types: ['image/jpeg', 'image/png', 'application/pdf'],
    module: 'support',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: SUPPORT_MESSAGES.attachmentTooLarge,
    wrongType: SUPPORT_MESSAGES.attachmentType,
  },
  // The SME profile's certificate photo and its certificates' banners and images (docs/sme.md): public, as the other members see them; jpg, jpeg or png (spec section 5).
  'sme-picture': { ...picture, module: 'sme', types: ['image/jpeg', 'image/png'], wrongType: SME_MESSAGES.photoType },
  // A voucher run's member list: e-mails or member numbers, one a line or in a column.
  'voucher-members': {
    maxBytes: 5 * MB,
    types: [CSV, XLSX],
    module: 'my_sales',
    level: 'edit',
    public: false,
    picture: false,
    tooLarge: msg('uploads.fileTooLarge', { max: '5 MB' }),
    wrongType: msg('uploads.sheetType'),
  },
} as const satisfies Record<string, UploadPolicy>;

export type UploadPurpose = keyof typeof UPLOAD_POLICIES;

export const isUploadPurpose = (value: string): value is UploadPurpose => Object.hasOwn(UPLOAD_POLICIES, value);

export const policyOf = (purpose: string): UploadPolicy | undefined => (isUploadPurpose(purpose) ? UPLOAD_POLICIES[purpose] : undefined);

/** The largest upload any purpose accepts: the HTTP layer's hard ceiling. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_POLICIES).map((p) => p.maxBytes));
