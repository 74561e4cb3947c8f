-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "paymentLinkId" TEXT,
ADD COLUMN     "pointsRedeemed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "purchaseLinkId" TEXT,
ADD COLUMN     "shippingDiscountSen" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "voucherCode" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "voucherId" TEXT;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "basePriceSen" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "picks" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "promotion" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "promotionId" TEXT;

-- AlterTable
ALTER TABLE "OrderSetting" ADD COLUMN     "freeShippingOverSen" INTEGER NOT NULL DEFAULT 0;

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
    "claimStartAt" TIMESTAMP(3) NOT NULL,
    "claimEndAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Voucher_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "VoucherProduct" (
    "merchantId" TEXT NOT NULL,
    "voucherId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,

    CONSTRAINT "VoucherProduct_pkey" PRIMARY KEY ("merchantId","voucherId","productId")
);

-- CreateTable
CREATE TABLE "VoucherCode" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "voucherId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "memberId" TEXT,
    "assignedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "usedAt" TIMESTAMP(3),
    "orderId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VoucherCode_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "VoucherClaim" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "voucherId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VoucherClaim_pkey" PRIMARY KEY ("merchantId","id")
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
    "usedAt" TIMESTAMP(3) NOT NULL,
    "reversedAt" TIMESTAMP(3),

    CONSTRAINT "VoucherUse_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "DiscountCampaign" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3) NOT NULL,
    "bannerKey" TEXT NOT NULL DEFAULT '',
    "popupImageKey" TEXT NOT NULL DEFAULT '',
    "popupMessage" TEXT NOT NULL DEFAULT '',
    "frameImageKey" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DiscountCampaign_pkey" PRIMARY KEY ("merchantId","id")
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

    CONSTRAINT "DiscountCampaignProduct_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "AddOnDeal" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 1,
    "purchaseLimit" INTEGER NOT NULL,
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AddOnDeal_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "AddOnDealMainProduct" (
    "merchantId" TEXT NOT NULL,
    "dealId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,

    CONSTRAINT "AddOnDealMainProduct_pkey" PRIMARY KEY ("merchantId","dealId","productId")
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

    CONSTRAINT "AddOnDealItem_pkey" PRIMARY KEY ("merchantId","id")
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MixMatch_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "MixMatchCategory" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MixMatchCategory_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "MixMatchCategoryLink" (
    "merchantId" TEXT NOT NULL,
    "mixMatchId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,

    CONSTRAINT "MixMatchCategoryLink_pkey" PRIMARY KEY ("merchantId","mixMatchId","categoryId")
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

    CONSTRAINT "MixMatchSelection_pkey" PRIMARY KEY ("merchantId","id")
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

    CONSTRAINT "MixMatchProduct_pkey" PRIMARY KEY ("merchantId","id")
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
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Broadcast_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "BroadcastRecipient" (
    "merchantId" TEXT NOT NULL,
    "broadcastId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "codeId" TEXT,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "BroadcastRecipient_pkey" PRIMARY KEY ("merchantId","broadcastId","memberId")
);

-- CreateTable
CREATE TABLE "BirthdayCampaign" (
    "merchantId" TEXT NOT NULL,
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
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BirthdayCampaign_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "BirthdayIssue" (
    "merchantId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "codeId" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BirthdayIssue_pkey" PRIMARY KEY ("merchantId","memberId","year")
);

-- CreateTable
CREATE TABLE "PaymentLink" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentLink_pkey" PRIMARY KEY ("merchantId","id")
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

    CONSTRAINT "PaymentLinkProduct_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "PurchaseLink" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "voucherId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PurchaseLink_pkey" PRIMARY KEY ("merchantId","id")
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

    CONSTRAINT "PurchaseLinkProduct_pkey" PRIMARY KEY ("merchantId","id")
);

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
CREATE UNIQUE INDEX "DiscountCampaignProduct_merchantId_campaignId_productId_opt_key" ON "DiscountCampaignProduct"("merchantId", "campaignId", "productId", "optionId");

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

-- AddForeignKey
ALTER TABLE "VoucherProduct" ADD CONSTRAINT "VoucherProduct_merchantId_voucherId_fkey" FOREIGN KEY ("merchantId", "voucherId") REFERENCES "Voucher"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherProduct" ADD CONSTRAINT "VoucherProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherCode" ADD CONSTRAINT "VoucherCode_merchantId_voucherId_fkey" FOREIGN KEY ("merchantId", "voucherId") REFERENCES "Voucher"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherClaim" ADD CONSTRAINT "VoucherClaim_merchantId_voucherId_fkey" FOREIGN KEY ("merchantId", "voucherId") REFERENCES "Voucher"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherUse" ADD CONSTRAINT "VoucherUse_merchantId_voucherId_fkey" FOREIGN KEY ("merchantId", "voucherId") REFERENCES "Voucher"("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountCampaignProduct" ADD CONSTRAINT "DiscountCampaignProduct_merchantId_campaignId_fkey" FOREIGN KEY ("merchantId", "campaignId") REFERENCES "DiscountCampaign"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountCampaignProduct" ADD CONSTRAINT "DiscountCampaignProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AddOnDealMainProduct" ADD CONSTRAINT "AddOnDealMainProduct_merchantId_dealId_fkey" FOREIGN KEY ("merchantId", "dealId") REFERENCES "AddOnDeal"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AddOnDealMainProduct" ADD CONSTRAINT "AddOnDealMainProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AddOnDealItem" ADD CONSTRAINT "AddOnDealItem_merchantId_dealId_fkey" FOREIGN KEY ("merchantId", "dealId") REFERENCES "AddOnDeal"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AddOnDealItem" ADD CONSTRAINT "AddOnDealItem_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MixMatchCategoryLink" ADD CONSTRAINT "MixMatchCategoryLink_merchantId_mixMatchId_fkey" FOREIGN KEY ("merchantId", "mixMatchId") REFERENCES "MixMatch"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MixMatchCategoryLink" ADD CONSTRAINT "MixMatchCategoryLink_merchantId_categoryId_fkey" FOREIGN KEY ("merchantId", "categoryId") REFERENCES "MixMatchCategory"("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MixMatchSelection" ADD CONSTRAINT "MixMatchSelection_merchantId_mixMatchId_fkey" FOREIGN KEY ("merchantId", "mixMatchId") REFERENCES "MixMatch"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MixMatchProduct" ADD CONSTRAINT "MixMatchProduct_merchantId_selectionId_fkey" FOREIGN KEY ("merchantId", "selectionId") REFERENCES "MixMatchSelection"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MixMatchProduct" ADD CONSTRAINT "MixMatchProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BroadcastRecipient" ADD CONSTRAINT "BroadcastRecipient_merchantId_broadcastId_fkey" FOREIGN KEY ("merchantId", "broadcastId") REFERENCES "Broadcast"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentLinkProduct" ADD CONSTRAINT "PaymentLinkProduct_merchantId_linkId_fkey" FOREIGN KEY ("merchantId", "linkId") REFERENCES "PaymentLink"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentLinkProduct" ADD CONSTRAINT "PaymentLinkProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseLinkProduct" ADD CONSTRAINT "PurchaseLinkProduct_merchantId_linkId_fkey" FOREIGN KEY ("merchantId", "linkId") REFERENCES "PurchaseLink"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseLinkProduct" ADD CONSTRAINT "PurchaseLinkProduct_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
