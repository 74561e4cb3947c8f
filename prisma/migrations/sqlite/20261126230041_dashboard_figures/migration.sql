-- CreateTable
CREATE TABLE "Announcement" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "publishedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "Announcement_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Announcement_merchantId_publishedAt_idx" ON "Announcement"("merchantId", "publishedAt");

-- CreateIndex
CREATE INDEX "Product_merchantId_stock_idx" ON "Product"("merchantId", "stock");

-- CreateIndex
CREATE INDEX "ProductOption_merchantId_stock_idx" ON "ProductOption"("merchantId", "stock");

-- CreateIndex
CREATE INDEX "ServiceInvoice_merchantId_paidAt_dueAt_idx" ON "ServiceInvoice"("merchantId", "paidAt", "dueAt");
