-- AlterTable
ALTER TABLE "PurchaseLink" ADD COLUMN "voucherDiscountType" INTEGER;

-- A link saved with a voucher takes that voucher's discount type.
UPDATE "PurchaseLink" SET "voucherDiscountType" = (SELECT "discountType" FROM "Voucher" WHERE "Voucher"."merchantId" = "PurchaseLink"."merchantId" AND "Voucher"."id" = "PurchaseLink"."voucherId") WHERE "voucherId" IS NOT NULL;
