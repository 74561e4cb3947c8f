-- CreateIndex
CREATE INDEX "ProductOption_merchantId_variantId_idx" ON "ProductOption"("merchantId", "variantId");
