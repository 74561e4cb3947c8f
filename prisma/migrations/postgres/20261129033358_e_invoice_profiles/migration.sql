-- CreateTable
CREATE TABLE "EInvoiceProfile" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tin" TEXT NOT NULL,
    "idType" TEXT NOT NULL,
    "idValue" TEXT NOT NULL,
    "sstRegistrant" BOOLEAN NOT NULL DEFAULT false,
    "sstNo" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "msicCode" TEXT NOT NULL DEFAULT '',
    "businessType" TEXT NOT NULL DEFAULT '',
    "addressLine1" TEXT NOT NULL DEFAULT '',
    "addressLine2" TEXT NOT NULL DEFAULT '',
    "addressLine3" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "postcode" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EInvoiceProfile_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "EInvoiceContact" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "profileId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "jobTitle" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EInvoiceContact_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "EInvoiceProfile_merchantId_createdAt_idx" ON "EInvoiceProfile"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "EInvoiceProfile_merchantId_kind_createdAt_idx" ON "EInvoiceProfile"("merchantId", "kind", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EInvoiceProfile_merchantId_kind_tin_key" ON "EInvoiceProfile"("merchantId", "kind", "tin");

-- CreateIndex
CREATE UNIQUE INDEX "EInvoiceProfile_merchantId_idType_idValue_key" ON "EInvoiceProfile"("merchantId", "idType", "idValue");

-- CreateIndex
CREATE INDEX "EInvoiceContact_merchantId_profileId_sort_idx" ON "EInvoiceContact"("merchantId", "profileId", "sort");

-- AddForeignKey
ALTER TABLE "EInvoiceContact" ADD CONSTRAINT "EInvoiceContact_merchantId_profileId_fkey" FOREIGN KEY ("merchantId", "profileId") REFERENCES "EInvoiceProfile"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
