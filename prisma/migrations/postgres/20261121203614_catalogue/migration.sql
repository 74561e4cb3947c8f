-- CreateTable
CREATE TABLE "ProductCategory" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "parentId" TEXT,
    "level" INTEGER NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "detailEn" TEXT NOT NULL DEFAULT '',
    "detailCn" TEXT NOT NULL DEFAULT '',
    "detailBm" TEXT NOT NULL DEFAULT '',
    "pictureId" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductCategory_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ProductTag" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductTag_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ProductBrand" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "detailEn" TEXT NOT NULL DEFAULT '',
    "detailCn" TEXT NOT NULL DEFAULT '',
    "detailBm" TEXT NOT NULL DEFAULT '',
    "pictureId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductBrand_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "GoogleCategory" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GoogleCategory_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "SpecificationName" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SpecificationName_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "Product" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "detailEn" TEXT NOT NULL DEFAULT '',
    "detailCn" TEXT NOT NULL DEFAULT '',
    "detailBm" TEXT NOT NULL DEFAULT '',
    "shortDescriptionEn" TEXT NOT NULL DEFAULT '',
    "shortDescriptionCn" TEXT NOT NULL DEFAULT '',
    "shortDescriptionBm" TEXT NOT NULL DEFAULT '',
    "inTheBoxEn" TEXT NOT NULL DEFAULT '',
    "inTheBoxCn" TEXT NOT NULL DEFAULT '',
    "inTheBoxBm" TEXT NOT NULL DEFAULT '',
    "brandId" TEXT,
    "googleCategoryId" TEXT,
    "priceSen" INTEGER NOT NULL,
    "discountedPriceSen" INTEGER,
    "stockUnlimited" BOOLEAN NOT NULL DEFAULT false,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "weightGrams" INTEGER NOT NULL DEFAULT 0,
    "weightUnit" TEXT NOT NULL DEFAULT 'g',
    "lengthMm" INTEGER NOT NULL DEFAULT 0,
    "widthMm" INTEGER NOT NULL DEFAULT 0,
    "heightMm" INTEGER NOT NULL DEFAULT 0,
    "preOrder" BOOLEAN NOT NULL DEFAULT false,
    "preOrderDays" INTEGER,
    "condition" TEXT NOT NULL DEFAULT 'new',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ProductCategoryLink" (
    "merchantId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,

    CONSTRAINT "ProductCategoryLink_pkey" PRIMARY KEY ("merchantId","productId","categoryId")
);

-- CreateTable
CREATE TABLE "ProductTagLink" (
    "merchantId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,

    CONSTRAINT "ProductTagLink_pkey" PRIMARY KEY ("merchantId","productId","tagId")
);

-- CreateTable
CREATE TABLE "ProductSpec" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "specNameId" TEXT,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "detailEn" TEXT NOT NULL,
    "detailCn" TEXT NOT NULL DEFAULT '',
    "detailBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductSpec_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ProductImage" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "uploadId" TEXT,
    "url" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductImage_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ProductVideo" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductVideo_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ProductFile" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "uploadId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductFile_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ProductVariant" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductVariant_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ProductOption" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "priceSen" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductOption_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "WholesaleTier" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "minQty" INTEGER NOT NULL,
    "maxQty" INTEGER,
    "priceSen" INTEGER NOT NULL,

    CONSTRAINT "WholesaleTier_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "SpecialRequest" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "choices" TEXT NOT NULL DEFAULT '',
    "required" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SpecialRequest_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ProductLogistic" (
    "merchantId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "logistic" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "freeShipping" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ProductLogistic_pkey" PRIMARY KEY ("merchantId","productId","logistic")
);

-- CreateTable
CREATE TABLE "InventoryLog" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "optionId" TEXT,
    "sku" TEXT NOT NULL,
    "change" INTEGER NOT NULL,
    "stockAfter" INTEGER NOT NULL,
    "actionType" INTEGER NOT NULL,
    "platform" INTEGER NOT NULL,
    "userId" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InventoryLog_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ProductSalesMonth" (
    "merchantId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "salesSen" INTEGER NOT NULL DEFAULT 0,
    "units" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductSalesMonth_pkey" PRIMARY KEY ("merchantId","productId","month")
);

-- CreateTable
CREATE TABLE "Job" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "params" TEXT NOT NULL DEFAULT '{}',
    "uploadId" TEXT,
    "fileName" TEXT NOT NULL DEFAULT '',
    "totalRows" INTEGER NOT NULL DEFAULT 0,
    "doneRows" INTEGER NOT NULL DEFAULT 0,
    "failedCount" INTEGER NOT NULL DEFAULT 0,
    "errorFileKey" TEXT,
    "resultKey" TEXT,
    "summary" TEXT NOT NULL DEFAULT '',
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "claimedUntil" TIMESTAMP(3),

    CONSTRAINT "Job_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "MassUpdateItem" (
    "merchantId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "rowNumber" INTEGER NOT NULL,

    CONSTRAINT "MassUpdateItem_pkey" PRIMARY KEY ("merchantId","jobId","productId")
);

-- CreateIndex
CREATE INDEX "ProductCategory_merchantId_parentId_sort_idx" ON "ProductCategory"("merchantId", "parentId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "ProductTag_merchantId_nameKey_key" ON "ProductTag"("merchantId", "nameKey");

-- CreateIndex
CREATE UNIQUE INDEX "ProductBrand_merchantId_nameKey_key" ON "ProductBrand"("merchantId", "nameKey");

-- CreateIndex
CREATE UNIQUE INDEX "GoogleCategory_merchantId_nameKey_key" ON "GoogleCategory"("merchantId", "nameKey");

-- CreateIndex
CREATE UNIQUE INDEX "SpecificationName_merchantId_nameKey_key" ON "SpecificationName"("merchantId", "nameKey");

-- CreateIndex
CREATE INDEX "Product_merchantId_createdAt_idx" ON "Product"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "Product_merchantId_nameEn_idx" ON "Product"("merchantId", "nameEn");

-- CreateIndex
CREATE INDEX "Product_merchantId_priceSen_idx" ON "Product"("merchantId", "priceSen");

-- CreateIndex
CREATE INDEX "Product_merchantId_visibility_sort_idx" ON "Product"("merchantId", "visibility", "sort");

-- CreateIndex
CREATE INDEX "Product_merchantId_brandId_idx" ON "Product"("merchantId", "brandId");

-- CreateIndex
CREATE UNIQUE INDEX "Product_merchantId_sku_key" ON "Product"("merchantId", "sku");

-- CreateIndex
CREATE INDEX "ProductCategoryLink_merchantId_categoryId_idx" ON "ProductCategoryLink"("merchantId", "categoryId");

-- CreateIndex
CREATE INDEX "ProductTagLink_merchantId_tagId_idx" ON "ProductTagLink"("merchantId", "tagId");

-- CreateIndex
CREATE INDEX "ProductSpec_merchantId_productId_idx" ON "ProductSpec"("merchantId", "productId");

-- CreateIndex
CREATE INDEX "ProductSpec_merchantId_specNameId_idx" ON "ProductSpec"("merchantId", "specNameId");

-- CreateIndex
CREATE INDEX "ProductImage_merchantId_productId_sort_idx" ON "ProductImage"("merchantId", "productId", "sort");

-- CreateIndex
CREATE INDEX "ProductVideo_merchantId_productId_idx" ON "ProductVideo"("merchantId", "productId");

-- CreateIndex
CREATE INDEX "ProductFile_merchantId_productId_idx" ON "ProductFile"("merchantId", "productId");

-- CreateIndex
CREATE INDEX "ProductVariant_merchantId_productId_idx" ON "ProductVariant"("merchantId", "productId");

-- CreateIndex
CREATE INDEX "ProductOption_merchantId_productId_idx" ON "ProductOption"("merchantId", "productId");

-- CreateIndex
CREATE UNIQUE INDEX "ProductOption_merchantId_sku_key" ON "ProductOption"("merchantId", "sku");

-- CreateIndex
CREATE INDEX "WholesaleTier_merchantId_productId_idx" ON "WholesaleTier"("merchantId", "productId");

-- CreateIndex
CREATE INDEX "SpecialRequest_merchantId_productId_idx" ON "SpecialRequest"("merchantId", "productId");

-- CreateIndex
CREATE INDEX "InventoryLog_merchantId_productId_at_idx" ON "InventoryLog"("merchantId", "productId", "at");

-- CreateIndex
CREATE INDEX "InventoryLog_merchantId_at_idx" ON "InventoryLog"("merchantId", "at");

-- CreateIndex
CREATE INDEX "ProductSalesMonth_merchantId_month_salesSen_idx" ON "ProductSalesMonth"("merchantId", "month", "salesSen");

-- CreateIndex
CREATE INDEX "ProductSalesMonth_merchantId_month_units_idx" ON "ProductSalesMonth"("merchantId", "month", "units");

-- CreateIndex
CREATE INDEX "Job_merchantId_kind_createdAt_idx" ON "Job"("merchantId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "Job_merchantId_status_idx" ON "Job"("merchantId", "status");

-- CreateIndex
CREATE INDEX "MassUpdateItem_merchantId_productId_idx" ON "MassUpdateItem"("merchantId", "productId");

-- AddForeignKey
ALTER TABLE "ProductCategory" ADD CONSTRAINT "ProductCategory_merchantId_parentId_fkey" FOREIGN KEY ("merchantId", "parentId") REFERENCES "ProductCategory"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_merchantId_brandId_fkey" FOREIGN KEY ("merchantId", "brandId") REFERENCES "ProductBrand"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_merchantId_googleCategoryId_fkey" FOREIGN KEY ("merchantId", "googleCategoryId") REFERENCES "GoogleCategory"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "ProductCategoryLink" ADD CONSTRAINT "ProductCategoryLink_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductCategoryLink" ADD CONSTRAINT "ProductCategoryLink_merchantId_categoryId_fkey" FOREIGN KEY ("merchantId", "categoryId") REFERENCES "ProductCategory"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "ProductTagLink" ADD CONSTRAINT "ProductTagLink_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductTagLink" ADD CONSTRAINT "ProductTagLink_merchantId_tagId_fkey" FOREIGN KEY ("merchantId", "tagId") REFERENCES "ProductTag"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "ProductSpec" ADD CONSTRAINT "ProductSpec_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductSpec" ADD CONSTRAINT "ProductSpec_merchantId_specNameId_fkey" FOREIGN KEY ("merchantId", "specNameId") REFERENCES "SpecificationName"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "ProductImage" ADD CONSTRAINT "ProductImage_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductVideo" ADD CONSTRAINT "ProductVideo_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductFile" ADD CONSTRAINT "ProductFile_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductVariant" ADD CONSTRAINT "ProductVariant_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductOption" ADD CONSTRAINT "ProductOption_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductOption" ADD CONSTRAINT "ProductOption_merchantId_variantId_fkey" FOREIGN KEY ("merchantId", "variantId") REFERENCES "ProductVariant"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WholesaleTier" ADD CONSTRAINT "WholesaleTier_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpecialRequest" ADD CONSTRAINT "SpecialRequest_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductLogistic" ADD CONSTRAINT "ProductLogistic_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InventoryLog" ADD CONSTRAINT "InventoryLog_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductSalesMonth" ADD CONSTRAINT "ProductSalesMonth_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MassUpdateItem" ADD CONSTRAINT "MassUpdateItem_merchantId_jobId_fkey" FOREIGN KEY ("merchantId", "jobId") REFERENCES "Job"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MassUpdateItem" ADD CONSTRAINT "MassUpdateItem_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
