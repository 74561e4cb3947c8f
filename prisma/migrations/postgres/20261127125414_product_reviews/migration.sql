-- CreateTable
CREATE TABLE "ProductReview" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "orderItemId" TEXT,
    "orderId" TEXT,
    "memberId" TEXT,
    "manual" BOOLEAN NOT NULL DEFAULT false,
    "reviewerName" TEXT NOT NULL,
    "variant" TEXT NOT NULL DEFAULT '',
    "stars" INTEGER NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "pictureIds" TEXT NOT NULL DEFAULT '[]',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "reply" TEXT NOT NULL DEFAULT '',
    "repliedAt" TIMESTAMP(3),
    "searchText" TEXT NOT NULL DEFAULT '',
    "reviewedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductReview_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "ProductReview_merchantId_reviewedAt_idx" ON "ProductReview"("merchantId", "reviewedAt");

-- CreateIndex
CREATE INDEX "ProductReview_merchantId_productId_visibility_reviewedAt_idx" ON "ProductReview"("merchantId", "productId", "visibility", "reviewedAt");

-- CreateIndex
CREATE INDEX "ProductReview_merchantId_orderId_idx" ON "ProductReview"("merchantId", "orderId");

-- CreateIndex
CREATE UNIQUE INDEX "ProductReview_merchantId_orderItemId_key" ON "ProductReview"("merchantId", "orderItemId");

-- AddForeignKey
ALTER TABLE "ProductReview" ADD CONSTRAINT "ProductReview_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
