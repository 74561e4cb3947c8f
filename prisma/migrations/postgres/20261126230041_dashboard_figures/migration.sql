-- CreateTable
CREATE TABLE "Announcement" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Announcement_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "Announcement_merchantId_publishedAt_idx" ON "Announcement"("merchantId", "publishedAt");

-- CreateIndex
CREATE INDEX "Product_merchantId_stock_idx" ON "Product"("merchantId", "stock");

-- CreateIndex
CREATE INDEX "ProductOption_merchantId_stock_idx" ON "ProductOption"("merchantId", "stock");

-- CreateIndex
CREATE INDEX "ServiceInvoice_merchantId_paidAt_dueAt_idx" ON "ServiceInvoice"("merchantId", "paidAt", "dueAt");

-- AddForeignKey
ALTER TABLE "Announcement" ADD CONSTRAINT "Announcement_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
