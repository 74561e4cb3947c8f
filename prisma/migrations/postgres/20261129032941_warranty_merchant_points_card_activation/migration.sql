-- CreateTable
CREATE TABLE "Warranty" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "optionId" TEXT NOT NULL DEFAULT '',
    "productName" TEXT NOT NULL,
    "serialNo" TEXT NOT NULL,
    "serialKey" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerPhone" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL DEFAULT '',
    "orderNo" TEXT NOT NULL DEFAULT '',
    "startDate" TEXT NOT NULL,
    "months" INTEGER NOT NULL,
    "endDate" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Warranty_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "NpVoucher" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NpVoucher_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "NpVoucherRedemption" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "voucherId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "remark" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "redeemedAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "redeemedBy" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "NpVoucherRedemption_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ActivationCard" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "cardNo" TEXT NOT NULL,
    "cardKey" TEXT NOT NULL,
    "holderName" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "codeHash" TEXT NOT NULL DEFAULT '',
    "codeExpiresAt" TIMESTAMP(3),
    "activatedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ActivationCard_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "Warranty_merchantId_createdAt_idx" ON "Warranty"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "Warranty_merchantId_endDate_idx" ON "Warranty"("merchantId", "endDate");

-- CreateIndex
CREATE UNIQUE INDEX "Warranty_merchantId_serialKey_key" ON "Warranty"("merchantId", "serialKey");

-- CreateIndex
CREATE INDEX "NpVoucher_merchantId_createdAt_idx" ON "NpVoucher"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "NpVoucherRedemption_merchantId_redeemedAt_idx" ON "NpVoucherRedemption"("merchantId", "redeemedAt");

-- CreateIndex
CREATE INDEX "NpVoucherRedemption_merchantId_status_redeemedAt_idx" ON "NpVoucherRedemption"("merchantId", "status", "redeemedAt");

-- CreateIndex
CREATE UNIQUE INDEX "NpVoucherRedemption_merchantId_code_key" ON "NpVoucherRedemption"("merchantId", "code");

-- CreateIndex
CREATE INDEX "ActivationCard_merchantId_createdAt_idx" ON "ActivationCard"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "ActivationCard_merchantId_status_createdAt_idx" ON "ActivationCard"("merchantId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ActivationCard_merchantId_cardKey_key" ON "ActivationCard"("merchantId", "cardKey");

-- AddForeignKey
ALTER TABLE "NpVoucherRedemption" ADD CONSTRAINT "NpVoucherRedemption_merchantId_voucherId_fkey" FOREIGN KEY ("merchantId", "voucherId") REFERENCES "NpVoucher"("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;
