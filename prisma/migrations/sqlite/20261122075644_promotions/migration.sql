-- CreateTable
CREATE TABLE "Voucher" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "codeKey" TEXT NOT NULL,
    "kind" INTEGER NOT NULL DEFAULT 1,
    "type" INTEGER NOT NULL DEFAULT 1,
    "discountType" INTEGER NOT NULL DEFAULT 1,
    "amountSen" INTEGER NOT NULL DEFAULT 0,
    "percentBp" INTEGER NOT NULL DEFAULT 0,
    "maxDiscountSen" INTEGER,
    "minCartSen" INTEGER NOT NULL DEFAULT 0,
    "quantity" INTEGER NOT NULL,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "claimedCount" INTEGER NOT NULL DEFAULT 0,
    "perMemberLimit" INTEGER NOT NULL DEFAULT 1,
    "mode" INTEGER NOT NULL DEFAULT 1,
    "displayed" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "claimStartAt" DATETIME NOT NULL,
    "claimEndAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "VoucherProduct" (
    "merchantId" TEXT NOT NULL,
    "voucherId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,

    PRIMARY KEY ("merchantId", "voucherId", "productId"),
    CONSTRAINT "VoucherProduct_merchantId_voucherId_fkey" FOREIGN KEY ("merchantId", "voucherId") REFERENCES "Voucher" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "VoucherProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VoucherCode" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "voucherId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "memberId" TEXT,
    "assignedAt" DATETIME,
    "expiresAt" DATETIME,
    "usedAt" DATETIME,
    "orderId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "VoucherCode_merchantId_voucherId_fkey" FOREIGN KEY ("merchantId", "voucherId") REFERENCES "Voucher" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VoucherClaim" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "voucherId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "claimedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "VoucherClaim_merchantId_voucherId_fkey" FOREIGN KEY ("merchantId", "voucherId") REFERENCES "Voucher" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VoucherUse" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "voucherId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "memberId" TEXT,
    "codeId" TEXT,
    "sen" INTEGER NOT NULL,
    "usedAt" DATETIME NOT NULL,
    "reversedAt" DATETIME,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "VoucherUse_merchantId_voucherId_fkey" FOREIGN KEY ("merchantId", "voucherId") REFERENCES "Voucher" ("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DiscountCampaign" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "startAt" DATETIME NOT NULL,
    "endAt" DATETIME NOT NULL,
    "bannerKey" TEXT NOT NULL DEFAULT '',
    "popupImageKey" TEXT NOT NULL DEFAULT '',
    "popupMessage" TEXT NOT NULL DEFAULT '',
    "frameImageKey" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "DiscountCampaignProduct" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "optionId" TEXT NOT NULL DEFAULT '',
    "originalPriceSen" INTEGER NOT NULL,
    "priceSen" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "DiscountCampaignProduct_merchantId_campaignId_fkey" FOREIGN KEY ("merchantId", "campaignId") REFERENCES "DiscountCampaign" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DiscountCampaignProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AddOnDeal" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 1,
    "purchaseLimit" INTEGER NOT NULL,
    "startAt" DATETIME NOT NULL,
    "endAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AddOnDealMainProduct" (
    "merchantId" TEXT NOT NULL,
    "dealId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,

    PRIMARY KEY ("merchantId", "dealId", "productId"),
    CONSTRAINT "AddOnDealMainProduct_merchantId_dealId_fkey" FOREIGN KEY ("merchantId", "dealId") REFERENCES "AddOnDeal" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AddOnDealMainProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AddOnDealItem" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "dealId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "priceSen" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL,
    "soldCount" INTEGER NOT NULL DEFAULT 0,
    "purchaseLimit" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "AddOnDealItem_merchantId_dealId_fkey" FOREIGN KEY ("merchantId", "dealId") REFERENCES "AddOnDeal" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AddOnDealItem_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MixMatch" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "descriptionEn" TEXT NOT NULL DEFAULT '',
    "descriptionCn" TEXT NOT NULL DEFAULT '',
    "descriptionBm" TEXT NOT NULL DEFAULT '',
    "imageKey" TEXT NOT NULL,
    "priceSen" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "MixMatchCategory" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "MixMatchCategoryLink" (
    "merchantId" TEXT NOT NULL,
    "mixMatchId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,

    PRIMARY KEY ("merchantId", "mixMatchId", "categoryId"),
    CONSTRAINT "MixMatchCategoryLink_merchantId_mixMatchId_fkey" FOREIGN KEY ("merchantId", "mixMatchId") REFERENCES "MixMatch" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MixMatchCategoryLink_merchantId_categoryId_fkey" FOREIGN KEY ("merchantId", "categoryId") REFERENCES "MixMatchCategory" ("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MixMatchSelection" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "mixMatchId" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "descriptionEn" TEXT NOT NULL DEFAULT '',
    "descriptionCn" TEXT NOT NULL DEFAULT '',
    "descriptionBm" TEXT NOT NULL DEFAULT '',
    "requiredQty" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "MixMatchSelection_merchantId_mixMatchId_fkey" FOREIGN KEY ("merchantId", "mixMatchId") REFERENCES "MixMatch" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MixMatchProduct" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "selectionId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "optionId" TEXT NOT NULL DEFAULT '',
    "variantName" TEXT NOT NULL DEFAULT '',
    "additionalPriceSen" INTEGER NOT NULL DEFAULT 0,
    "stock" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "MixMatchProduct_merchantId_selectionId_fkey" FOREIGN KEY ("merchantId", "selectionId") REFERENCES "MixMatchSelection" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MixMatchProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Broadcast" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "voucherId" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "BroadcastRecipient" (
    "merchantId" TEXT NOT NULL,
    "broadcastId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "codeId" TEXT,
    "sentAt" DATETIME,

    PRIMARY KEY ("merchantId", "broadcastId", "memberId"),
    CONSTRAINT "BroadcastRecipient_merchantId_broadcastId_fkey" FOREIGN KEY ("merchantId", "broadcastId") REFERENCES "Broadcast" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BirthdayCampaign" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "emailTitle" TEXT NOT NULL,
    "discountType" INTEGER NOT NULL,
    "amountSen" INTEGER NOT NULL DEFAULT 0,
    "percentBp" INTEGER NOT NULL DEFAULT 0,
    "maxDiscountSen" INTEGER,
    "minCartSen" INTEGER NOT NULL DEFAULT 0,
    "validDays" INTEGER NOT NULL,
    "preSendDays" INTEGER NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "voucherId" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "BirthdayIssue" (
    "merchantId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "codeId" TEXT NOT NULL,
    "issuedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "memberId", "year")
);

-- CreateTable
CREATE TABLE "PaymentLink" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "PaymentLinkProduct" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "linkId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "optionId" TEXT NOT NULL DEFAULT '',
    "qty" INTEGER NOT NULL DEFAULT 1,
    "sort" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "PaymentLinkProduct_merchantId_linkId_fkey" FOREIGN KEY ("merchantId", "linkId") REFERENCES "PaymentLink" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PaymentLinkProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PurchaseLink" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "voucherId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "PurchaseLinkProduct" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "linkId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "optionId" TEXT NOT NULL DEFAULT '',
    "stock" INTEGER NOT NULL,
    "soldCount" INTEGER NOT NULL DEFAULT 0,
    "purchaseQty" INTEGER NOT NULL DEFAULT 1,
    "sort" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "PurchaseLinkProduct_merchantId_linkId_fkey" FOREIGN KEY ("merchantId", "linkId") REFERENCES "PurchaseLink" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PurchaseLinkProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Order" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "orderNo" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "shippingQuoted" BOOLEAN NOT NULL DEFAULT true,
    "memberId" TEXT,
    "buyerName" TEXT NOT NULL,
    "buyerNameKey" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL DEFAULT '',
    "buyerPhone" TEXT NOT NULL DEFAULT '',
    "billingAddress" TEXT NOT NULL DEFAULT '',
    "shipName" TEXT NOT NULL DEFAULT '',
    "shipPhone" TEXT NOT NULL DEFAULT '',
    "shipAddress" TEXT NOT NULL DEFAULT '',
    "shipCity" TEXT NOT NULL DEFAULT '',
    "shipPostcode" TEXT NOT NULL DEFAULT '',
    "shipState" TEXT NOT NULL DEFAULT '',
    "shipCountry" TEXT NOT NULL DEFAULT 'MY',
    "selfPickup" BOOLEAN NOT NULL DEFAULT false,
    "pickupAddressId" TEXT,
    "cod" BOOLEAN NOT NULL DEFAULT false,
    "shippingOptionId" TEXT,
    "shippingTitle" TEXT NOT NULL DEFAULT '',
    "deliveryDate" TEXT,
    "deliverySlot" TEXT,
    "buyerNote" TEXT NOT NULL DEFAULT '',
    "remarks" TEXT NOT NULL DEFAULT '',
    "cancelRemark" TEXT NOT NULL DEFAULT '',
    "subtotalSen" INTEGER NOT NULL,
    "voucherSen" INTEGER NOT NULL DEFAULT 0,
    "discountSen" INTEGER NOT NULL DEFAULT 0,
    "memberPointsSen" INTEGER NOT NULL DEFAULT 0,
    "shippingSen" INTEGER NOT NULL DEFAULT 0,
    "salesTaxSen" INTEGER NOT NULL DEFAULT 0,
    "serviceTaxSen" INTEGER NOT NULL DEFAULT 0,
    "addOnSen" INTEGER NOT NULL DEFAULT 0,
    "additionalChargeSen" INTEGER NOT NULL DEFAULT 0,
    "additionalCharges" TEXT NOT NULL DEFAULT '[]',
    "totalSen" INTEGER NOT NULL,
    "weightGrams" INTEGER NOT NULL DEFAULT 0,
    "voucherId" TEXT,
    "voucherCode" TEXT NOT NULL DEFAULT '',
    "pointsRedeemed" INTEGER NOT NULL DEFAULT 0,
    "shippingDiscountSen" INTEGER NOT NULL DEFAULT 0,
    "paymentLinkId" TEXT,
    "purchaseLinkId" TEXT,
    "referrerCode" TEXT,
    "referrerName" TEXT NOT NULL DEFAULT '',
    "commissionRateBp" INTEGER NOT NULL DEFAULT 0,
    "commissionSen" INTEGER NOT NULL DEFAULT 0,
    "quotationReply" TEXT NOT NULL DEFAULT '',
    "quotationRepliedAt" DATETIME,
    "invoiceNo" TEXT,
    "invoiceDate" DATETIME,
    "placedAt" DATETIME NOT NULL,
    "paidAt" DATETIME,
    "shippedAt" DATETIME,
    "completedAt" DATETIME,
    "cancelledAt" DATETIME,
    "autoCancelAt" DATETIME,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);
INSERT INTO "new_Order" ("addOnSen", "additionalChargeSen", "additionalCharges", "autoCancelAt", "billingAddress", "buyerEmail", "buyerName", "buyerNameKey", "buyerNote", "buyerPhone", "cancelRemark", "cancelledAt", "cod", "commissionRateBp", "commissionSen", "completedAt", "deliveryDate", "deliverySlot", "discountSen", "id", "invoiceDate", "invoiceNo", "memberId", "memberPointsSen", "merchantId", "orderNo", "paidAt", "pickupAddressId", "placedAt", "quotationRepliedAt", "quotationReply", "referrerCode", "referrerName", "remarks", "salesTaxSen", "selfPickup", "serviceTaxSen", "shipAddress", "shipCity", "shipCountry", "shipName", "shipPhone", "shipPostcode", "shipState", "shippedAt", "shippingOptionId", "shippingQuoted", "shippingSen", "shippingTitle", "status", "subtotalSen", "totalSen", "updatedAt", "voucherSen", "weightGrams") SELECT "addOnSen", "additionalChargeSen", "additionalCharges", "autoCancelAt", "billingAddress", "buyerEmail", "buyerName", "buyerNameKey", "buyerNote", "buyerPhone", "cancelRemark", "cancelledAt", "cod", "commissionRateBp", "commissionSen", "completedAt", "deliveryDate", "deliverySlot", "discountSen", "id", "invoiceDate", "invoiceNo", "memberId", "memberPointsSen", "merchantId", "orderNo", "paidAt", "pickupAddressId", "placedAt", "quotationRepliedAt", "quotationReply", "referrerCode", "referrerName", "remarks", "salesTaxSen", "selfPickup", "serviceTaxSen", "shipAddress", "shipCity", "shipCountry", "shipName", "shipPhone", "shipPostcode", "shipState", "shippedAt", "shippingOptionId", "shippingQuoted", "shippingSen", "shippingTitle", "status", "subtotalSen", "totalSen", "updatedAt", "voucherSen", "weightGrams" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE INDEX "Order_merchantId_placedAt_idx" ON "Order"("merchantId", "placedAt");
CREATE INDEX "Order_merchantId_status_placedAt_idx" ON "Order"("merchantId", "status", "placedAt");
CREATE INDEX "Order_merchantId_buyerNameKey_idx" ON "Order"("merchantId", "buyerNameKey");
CREATE INDEX "Order_merchantId_autoCancelAt_idx" ON "Order"("merchantId", "autoCancelAt");
CREATE INDEX "Order_merchantId_invoiceDate_idx" ON "Order"("merchantId", "invoiceDate");
CREATE INDEX "Order_merchantId_memberId_placedAt_idx" ON "Order"("merchantId", "memberId", "placedAt");
CREATE UNIQUE INDEX "Order_merchantId_orderNo_key" ON "Order"("merchantId", "orderNo");
CREATE UNIQUE INDEX "Order_merchantId_invoiceNo_key" ON "Order"("merchantId", "invoiceNo");
CREATE TABLE "new_OrderItem" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "productId" TEXT,
    "optionId" TEXT,
    "sku" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "options" TEXT NOT NULL DEFAULT '',
    "qty" INTEGER NOT NULL,
    "singlePriceSen" INTEGER NOT NULL,
    "finalPriceSen" INTEGER NOT NULL,
    "basePriceSen" INTEGER NOT NULL DEFAULT 0,
    "promotion" TEXT NOT NULL DEFAULT '',
    "promotionId" TEXT,
    "picks" TEXT NOT NULL DEFAULT '',
    "weightGrams" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "OrderItem_merchantId_orderId_fkey" FOREIGN KEY ("merchantId", "orderId") REFERENCES "Order" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_OrderItem" ("finalPriceSen", "id", "merchantId", "name", "optionId", "options", "orderId", "productId", "qty", "singlePriceSen", "sku", "sort", "weightGrams") SELECT "finalPriceSen", "id", "merchantId", "name", "optionId", "options", "orderId", "productId", "qty", "singlePriceSen", "sku", "sort", "weightGrams" FROM "OrderItem";
DROP TABLE "OrderItem";
ALTER TABLE "new_OrderItem" RENAME TO "OrderItem";
CREATE INDEX "OrderItem_merchantId_orderId_idx" ON "OrderItem"("merchantId", "orderId");
CREATE INDEX "OrderItem_merchantId_productId_idx" ON "OrderItem"("merchantId", "productId");
CREATE TABLE "new_OrderSetting" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "invoiceAutoGenerate" BOOLEAN NOT NULL DEFAULT true,
    "invoiceCompanyName" TEXT NOT NULL DEFAULT '',
    "invoiceRegisterNumber" TEXT NOT NULL DEFAULT '',
    "invoiceAddress" TEXT NOT NULL DEFAULT '',
    "invoicePrefix" TEXT NOT NULL DEFAULT 'INV',
    "invoiceNumberWidth" INTEGER NOT NULL DEFAULT 5,
    "invoiceNextNumber" INTEGER NOT NULL DEFAULT 1,
    "nextOrderNo" INTEGER NOT NULL DEFAULT 1,
    "minimumPriceSen" INTEGER NOT NULL DEFAULT 0,
    "fasterCheckout" BOOLEAN NOT NULL DEFAULT false,
    "whatsappCheckout" BOOLEAN NOT NULL DEFAULT false,
    "selfPickup" BOOLEAN NOT NULL DEFAULT false,
    "productReview" BOOLEAN NOT NULL DEFAULT true,
    "showPrice" BOOLEAN NOT NULL DEFAULT true,
    "compulsoryMember" BOOLEAN NOT NULL DEFAULT false,
    "autoCancelMinutes" INTEGER,
    "headerMessage" TEXT NOT NULL DEFAULT '',
    "headerLink" TEXT NOT NULL DEFAULT '',
    "headerButton" TEXT NOT NULL DEFAULT '',
    "additionalCharges" TEXT NOT NULL DEFAULT '[]',
    "lowQuantityAlert" INTEGER NOT NULL DEFAULT 0,
    "freeShippingOverSen" INTEGER NOT NULL DEFAULT 0,
    "orderNotificationEmail" TEXT NOT NULL DEFAULT '',
    "salesTaxBp" INTEGER NOT NULL DEFAULT 0,
    "serviceTaxBp" INTEGER NOT NULL DEFAULT 0,
    "slotStart" TEXT NOT NULL DEFAULT '09:00',
    "slotEnd" TEXT NOT NULL DEFAULT '18:00',
    "slotIntervalMinutes" INTEGER NOT NULL DEFAULT 0,
    "slotDaysAhead" INTEGER NOT NULL DEFAULT 7,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_OrderSetting" ("additionalCharges", "autoCancelMinutes", "compulsoryMember", "fasterCheckout", "headerButton", "headerLink", "headerMessage", "invoiceAddress", "invoiceAutoGenerate", "invoiceCompanyName", "invoiceNextNumber", "invoiceNumberWidth", "invoicePrefix", "invoiceRegisterNumber", "lowQuantityAlert", "merchantId", "minimumPriceSen", "nextOrderNo", "orderNotificationEmail", "productReview", "salesTaxBp", "selfPickup", "serviceTaxBp", "showPrice", "slotDaysAhead", "slotEnd", "slotIntervalMinutes", "slotStart", "updatedAt", "whatsappCheckout") SELECT "additionalCharges", "autoCancelMinutes", "compulsoryMember", "fasterCheckout", "headerButton", "headerLink", "headerMessage", "invoiceAddress", "invoiceAutoGenerate", "invoiceCompanyName", "invoiceNextNumber", "invoiceNumberWidth", "invoicePrefix", "invoiceRegisterNumber", "lowQuantityAlert", "merchantId", "minimumPriceSen", "nextOrderNo", "orderNotificationEmail", "productReview", "salesTaxBp", "selfPickup", "serviceTaxBp", "showPrice", "slotDaysAhead", "slotEnd", "slotIntervalMinutes", "slotStart", "updatedAt", "whatsappCheckout" FROM "OrderSetting";
DROP TABLE "OrderSetting";
ALTER TABLE "new_OrderSetting" RENAME TO "OrderSetting";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Voucher_merchantId_claimStartAt_idx" ON "Voucher"("merchantId", "claimStartAt");

-- CreateIndex
CREATE UNIQUE INDEX "Voucher_merchantId_codeKey_key" ON "Voucher"("merchantId", "codeKey");

-- CreateIndex
CREATE INDEX "VoucherCode_merchantId_voucherId_createdAt_idx" ON "VoucherCode"("merchantId", "voucherId", "createdAt");

-- CreateIndex
CREATE INDEX "VoucherCode_merchantId_memberId_idx" ON "VoucherCode"("merchantId", "memberId");

-- CreateIndex
CREATE UNIQUE INDEX "VoucherCode_merchantId_code_key" ON "VoucherCode"("merchantId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "VoucherClaim_merchantId_voucherId_memberId_key" ON "VoucherClaim"("merchantId", "voucherId", "memberId");

-- CreateIndex
CREATE INDEX "VoucherUse_merchantId_voucherId_memberId_idx" ON "VoucherUse"("merchantId", "voucherId", "memberId");

-- CreateIndex
CREATE UNIQUE INDEX "VoucherUse_merchantId_orderId_key" ON "VoucherUse"("merchantId", "orderId");

-- CreateIndex
CREATE INDEX "DiscountCampaign_merchantId_startAt_idx" ON "DiscountCampaign"("merchantId", "startAt");

-- CreateIndex
CREATE INDEX "DiscountCampaign_merchantId_endAt_idx" ON "DiscountCampaign"("merchantId", "endAt");

-- CreateIndex
CREATE INDEX "DiscountCampaignProduct_merchantId_productId_idx" ON "DiscountCampaignProduct"("merchantId", "productId");

-- CreateIndex
CREATE UNIQUE INDEX "DiscountCampaignProduct_merchantId_campaignId_productId_optionId_key" ON "DiscountCampaignProduct"("merchantId", "campaignId", "productId", "optionId");

-- CreateIndex
CREATE INDEX "AddOnDeal_merchantId_startAt_idx" ON "AddOnDeal"("merchantId", "startAt");

-- CreateIndex
CREATE INDEX "AddOnDealMainProduct_merchantId_productId_idx" ON "AddOnDealMainProduct"("merchantId", "productId");

-- CreateIndex
CREATE UNIQUE INDEX "AddOnDealItem_merchantId_dealId_productId_key" ON "AddOnDealItem"("merchantId", "dealId", "productId");

-- CreateIndex
CREATE INDEX "MixMatchCategoryLink_merchantId_categoryId_idx" ON "MixMatchCategoryLink"("merchantId", "categoryId");

-- CreateIndex
CREATE INDEX "MixMatchSelection_merchantId_mixMatchId_idx" ON "MixMatchSelection"("merchantId", "mixMatchId");

-- CreateIndex
CREATE UNIQUE INDEX "MixMatchProduct_merchantId_selectionId_productId_optionId_key" ON "MixMatchProduct"("merchantId", "selectionId", "productId", "optionId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentLink_merchantId_slug_key" ON "PaymentLink"("merchantId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentLinkProduct_merchantId_linkId_productId_optionId_key" ON "PaymentLinkProduct"("merchantId", "linkId", "productId", "optionId");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseLink_merchantId_slug_key" ON "PurchaseLink"("merchantId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseLinkProduct_merchantId_linkId_productId_optionId_key" ON "PurchaseLinkProduct"("merchantId", "linkId", "productId", "optionId");
