-- CreateTable
CREATE TABLE "OrderSetting" (
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
    "orderNotificationEmail" TEXT NOT NULL DEFAULT '',
    "salesTaxBp" INTEGER NOT NULL DEFAULT 0,
    "serviceTaxBp" INTEGER NOT NULL DEFAULT 0,
    "slotStart" TEXT NOT NULL DEFAULT '09:00',
    "slotEnd" TEXT NOT NULL DEFAULT '18:00',
    "slotIntervalMinutes" INTEGER NOT NULL DEFAULT 0,
    "slotDaysAhead" INTEGER NOT NULL DEFAULT 7,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SiteKey" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "hint" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "ShippingZone" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "countryCode" TEXT NOT NULL DEFAULT 'MY',
    "stateCodes" TEXT NOT NULL DEFAULT '[]',
    "postcodes" TEXT NOT NULL DEFAULT '[]',
    "status" TEXT NOT NULL DEFAULT 'enabled',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "ShippingOption" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "zoneId" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL,
    "charge" TEXT,
    "status" TEXT NOT NULL DEFAULT 'enabled',
    "cod" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "ShippingOption_merchantId_zoneId_fkey" FOREIGN KEY ("merchantId", "zoneId") REFERENCES "ShippingZone" ("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION
);

-- CreateTable
CREATE TABLE "PickupAddress" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "countryCode" TEXT NOT NULL DEFAULT 'MY',
    "address" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "contact" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "description" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "DisabledDeliveryDate" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "fromDate" TEXT NOT NULL,
    "toDate" TEXT NOT NULL,
    "addedBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "Order" (
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

-- CreateTable
CREATE TABLE "OrderItem" (
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
    "weightGrams" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "OrderItem_merchantId_orderId_fkey" FOREIGN KEY ("merchantId", "orderId") REFERENCES "Order" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrderPayment" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "bankName" TEXT NOT NULL DEFAULT '',
    "accountNumber" TEXT NOT NULL DEFAULT '',
    "attachmentId" TEXT,
    "transactionId" TEXT NOT NULL DEFAULT '',
    "paidOn" DATETIME NOT NULL,
    "amountSen" INTEGER NOT NULL,
    "recordedBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "OrderPayment_merchantId_orderId_fkey" FOREIGN KEY ("merchantId", "orderId") REFERENCES "Order" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrderShipment" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "courier" TEXT NOT NULL,
    "trackingNo" TEXT NOT NULL,
    "shippedAt" DATETIME NOT NULL,
    "remark" TEXT NOT NULL DEFAULT '',
    "weightGrams" INTEGER,
    "widthMm" INTEGER,
    "lengthMm" INTEGER,
    "heightMm" INTEGER,
    "createdBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "OrderShipment_merchantId_orderId_fkey" FOREIGN KEY ("merchantId", "orderId") REFERENCES "Order" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SellerNotification" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "orderId" TEXT,
    "productId" TEXT,
    "message" TEXT NOT NULL,
    "readAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateIndex
CREATE INDEX "SiteKey_merchantId_createdAt_idx" ON "SiteKey"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SiteKey_merchantId_keyHash_key" ON "SiteKey"("merchantId", "keyHash");

-- CreateIndex
CREATE INDEX "ShippingZone_merchantId_createdAt_idx" ON "ShippingZone"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "ShippingOption_merchantId_zoneId_idx" ON "ShippingOption"("merchantId", "zoneId");

-- CreateIndex
CREATE INDEX "ShippingOption_merchantId_sort_idx" ON "ShippingOption"("merchantId", "sort");

-- CreateIndex
CREATE INDEX "PickupAddress_merchantId_sort_idx" ON "PickupAddress"("merchantId", "sort");

-- CreateIndex
CREATE INDEX "DisabledDeliveryDate_merchantId_fromDate_idx" ON "DisabledDeliveryDate"("merchantId", "fromDate");

-- CreateIndex
CREATE INDEX "Order_merchantId_placedAt_idx" ON "Order"("merchantId", "placedAt");

-- CreateIndex
CREATE INDEX "Order_merchantId_status_placedAt_idx" ON "Order"("merchantId", "status", "placedAt");

-- CreateIndex
CREATE INDEX "Order_merchantId_buyerNameKey_idx" ON "Order"("merchantId", "buyerNameKey");

-- CreateIndex
CREATE INDEX "Order_merchantId_autoCancelAt_idx" ON "Order"("merchantId", "autoCancelAt");

-- CreateIndex
CREATE INDEX "Order_merchantId_invoiceDate_idx" ON "Order"("merchantId", "invoiceDate");

-- CreateIndex
CREATE UNIQUE INDEX "Order_merchantId_orderNo_key" ON "Order"("merchantId", "orderNo");

-- CreateIndex
CREATE UNIQUE INDEX "Order_merchantId_invoiceNo_key" ON "Order"("merchantId", "invoiceNo");

-- CreateIndex
CREATE INDEX "OrderItem_merchantId_orderId_idx" ON "OrderItem"("merchantId", "orderId");

-- CreateIndex
CREATE INDEX "OrderItem_merchantId_productId_idx" ON "OrderItem"("merchantId", "productId");

-- CreateIndex
CREATE INDEX "OrderPayment_merchantId_orderId_idx" ON "OrderPayment"("merchantId", "orderId");

-- CreateIndex
CREATE INDEX "OrderShipment_merchantId_orderId_idx" ON "OrderShipment"("merchantId", "orderId");

-- CreateIndex
CREATE INDEX "OrderShipment_merchantId_shippedAt_idx" ON "OrderShipment"("merchantId", "shippedAt");

-- CreateIndex
CREATE INDEX "SellerNotification_merchantId_createdAt_idx" ON "SellerNotification"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "SellerNotification_merchantId_readAt_idx" ON "SellerNotification"("merchantId", "readAt");
