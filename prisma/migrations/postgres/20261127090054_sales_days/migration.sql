-- CreateTable
CREATE TABLE "SalesDay" (
    "merchantId" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "orders" INTEGER NOT NULL,
    "totalSen" BIGINT NOT NULL,

    CONSTRAINT "SalesDay_pkey" PRIMARY KEY ("merchantId","period","status")
);

-- CreateTable
CREATE TABLE "ProductSalesDay" (
    "merchantId" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "productId" TEXT,
    "name" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "orders" INTEGER NOT NULL,
    "units" BIGINT NOT NULL,
    "salesSen" BIGINT NOT NULL,

    CONSTRAINT "ProductSalesDay_pkey" PRIMARY KEY ("merchantId","period","key")
);
