-- CreateTable
CREATE TABLE "MarketplaceShop" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "storeName" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "accessToken" TEXT NOT NULL,
    "refreshToken" TEXT NOT NULL,
    "tokenExpiresAt" TIMESTAMP(3) NOT NULL,
    "productsUpdated" TIMESTAMP(3),
    "ordersUpdated" TIMESTAMP(3),
    "lastError" TEXT NOT NULL DEFAULT '',
    "lastSyncAt" TIMESTAMP(3),
    "lastBoostAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MarketplaceShop_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "MarketplaceProduct" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "modelId" TEXT NOT NULL DEFAULT '',
    "sku" TEXT NOT NULL,
    "parentSku" TEXT NOT NULL DEFAULT '',
    "variantName" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "mapping" TEXT NOT NULL DEFAULT 'unmapped',
    "productId" TEXT,
    "optionId" TEXT,
    "priceSen" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL,
    "pushedStock" INTEGER,
    "pushedPriceSen" INTEGER,
    "boost" BOOLEAN NOT NULL DEFAULT false,
    "boostedAt" TIMESTAMP(3),
    "updateTime" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MarketplaceProduct_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "MarketplaceOrder" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "orderSn" TEXT NOT NULL,
    "orderId" TEXT,
    "status" TEXT NOT NULL,
    "totalSen" BIGINT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "placedAt" TIMESTAMP(3) NOT NULL,
    "updateTime" TIMESTAMP(3) NOT NULL,
    "error" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "MarketplaceOrder_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "DeliveryPartnerSetting" (
    "merchantId" TEXT NOT NULL,
    "apiKeySealed" TEXT NOT NULL DEFAULT '',
    "secretSealed" TEXT NOT NULL DEFAULT '',
    "webhookAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeliveryPartnerSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "DeliveryPartnerSender" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "companyName" TEXT NOT NULL,
    "senderName" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryPartnerSender_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "DeliveryPartnerQuote" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "providerQuoteId" TEXT NOT NULL,
    "senderId" TEXT NOT NULL,
    "zone" TEXT NOT NULL,
    "vehicle" TEXT NOT NULL,
    "services" TEXT NOT NULL,
    "scheduleAt" TIMESTAMP(3),
    "remark" TEXT NOT NULL DEFAULT '',
    "pickup" TEXT NOT NULL,
    "stops" TEXT NOT NULL,
    "distanceM" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "baseSen" BIGINT NOT NULL,
    "extraMileageSen" BIGINT NOT NULL,
    "specialSen" BIGINT NOT NULL,
    "multiStopSen" BIGINT NOT NULL,
    "surchargeSen" BIGINT NOT NULL,
    "totalSen" BIGINT NOT NULL,
    "quotedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "deliveryId" TEXT,

    CONSTRAINT "DeliveryPartnerQuote_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "DeliveryPartnerOrder" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "quoteId" TEXT NOT NULL,
    "providerOrderId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "amountSen" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "shareLink" TEXT NOT NULL DEFAULT '',
    "driverId" TEXT NOT NULL DEFAULT '',
    "driverName" TEXT NOT NULL DEFAULT '',
    "driverPhone" TEXT NOT NULL DEFAULT '',
    "driverPlate" TEXT NOT NULL DEFAULT '',
    "placedAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeliveryPartnerOrder_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "DeliveryPartnerOrderLine" (
    "merchantId" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "DeliveryPartnerOrderLine_pkey" PRIMARY KEY ("merchantId","deliveryId","orderId")
);

-- CreateTable
CREATE TABLE "DeliveryPartnerNotification" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "providerOrderId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT '',
    "receivedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeliveryPartnerNotification_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "PopupSetting" (
    "merchantId" TEXT NOT NULL,
    "rules" TEXT NOT NULL DEFAULT '{}',
    "types" TEXT NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PopupSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "OrderMailSetting" (
    "merchantId" TEXT NOT NULL,
    "senderName" TEXT NOT NULL DEFAULT '',
    "replyTo" TEXT NOT NULL DEFAULT '',
    "logoKey" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderMailSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "OrderMailTemplate" (
    "merchantId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderMailTemplate_pkey" PRIMARY KEY ("merchantId","kind")
);

-- CreateTable
CREATE TABLE "WhatsappEntry" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "entryNo" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "buyerName" TEXT NOT NULL,
    "buyerPhone" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "lines" TEXT NOT NULL,
    "totalSen" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "WhatsappEntry_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ParcelTrackingSetting" (
    "merchantId" TEXT NOT NULL,
    "apiKey" TEXT NOT NULL,
    "webhookSecret" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ParcelTrackingSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "ParcelTracking" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "trackingNo" TEXT NOT NULL,
    "courier" TEXT NOT NULL,
    "orderRef" TEXT NOT NULL,
    "orderId" TEXT,
    "shipmentId" TEXT,
    "parcelContent" TEXT NOT NULL,
    "customerName" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "customerPhone" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "searchKey" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "latestEvent" TEXT NOT NULL DEFAULT '',
    "latestLocation" TEXT NOT NULL DEFAULT '',
    "latestEventAt" TIMESTAMP(3),
    "events" TEXT NOT NULL DEFAULT '[]',
    "registeredAt" TIMESTAMP(3),
    "final" BOOLEAN NOT NULL DEFAULT false,
    "checkedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ParcelTracking_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ParcelRateSetting" (
    "merchantId" TEXT NOT NULL,
    "apiKey" TEXT NOT NULL,
    "rateCheck" BOOLEAN NOT NULL DEFAULT false,
    "courierService" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ParcelRateSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "ParcelRateAddress" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT 'MY',
    "companyName" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ParcelRateAddress_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "SocialPage" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "accessToken" TEXT NOT NULL,
    "syncStatus" TEXT NOT NULL DEFAULT 'completed',
    "syncError" TEXT NOT NULL DEFAULT '',
    "syncedAt" TIMESTAMP(3),
    "customContent" TEXT NOT NULL DEFAULT '',
    "greeting" TEXT NOT NULL DEFAULT '',
    "chatbotOn" BOOLEAN NOT NULL DEFAULT false,
    "connectedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SocialPage_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ChatbotQuickReply" (
    "merchantId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,

    CONSTRAINT "ChatbotQuickReply_pkey" PRIMARY KEY ("merchantId","pageId","position")
);

-- CreateTable
CREATE TABLE "ChatSubscriber" (
    "merchantId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "psid" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL,
    "lastMessageAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChatSubscriber_pkey" PRIMARY KEY ("merchantId","pageId","psid")
);

-- CreateTable
CREATE TABLE "ChatBroadcast" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "createdBy" TEXT NOT NULL DEFAULT '',
    "sentCount" INTEGER NOT NULL DEFAULT 0,
    "failedCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ChatBroadcast_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ChatBroadcastRecipient" (
    "merchantId" TEXT NOT NULL,
    "broadcastId" TEXT NOT NULL,
    "psid" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "error" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ChatBroadcastRecipient_pkey" PRIMARY KEY ("merchantId","broadcastId","psid")
);

-- CreateTable
CREATE TABLE "SocialAccount" (
    "merchantId" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "accessToken" TEXT NOT NULL,
    "refreshToken" TEXT NOT NULL DEFAULT '',
    "expiresAt" TIMESTAMP(3),
    "active" BOOLEAN NOT NULL DEFAULT false,
    "syncedAt" TIMESTAMP(3),
    "connectedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SocialAccount_pkey" PRIMARY KEY ("merchantId","network","id")
);

-- CreateTable
CREATE TABLE "SocialFeedItem" (
    "merchantId" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "caption" TEXT NOT NULL,
    "mediaUrl" TEXT NOT NULL,
    "permalink" TEXT NOT NULL,
    "postedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SocialFeedItem_pkey" PRIMARY KEY ("merchantId","network","accountId","id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MarketplaceShop_merchantId_platform_shopId_key" ON "MarketplaceShop"("merchantId", "platform", "shopId");

-- CreateIndex
CREATE INDEX "MarketplaceProduct_merchantId_shopId_sku_idx" ON "MarketplaceProduct"("merchantId", "shopId", "sku");

-- CreateIndex
CREATE INDEX "MarketplaceProduct_merchantId_shopId_mapping_status_idx" ON "MarketplaceProduct"("merchantId", "shopId", "mapping", "status");

-- CreateIndex
CREATE INDEX "MarketplaceProduct_merchantId_productId_idx" ON "MarketplaceProduct"("merchantId", "productId");

-- CreateIndex
CREATE UNIQUE INDEX "MarketplaceProduct_merchantId_shopId_itemId_modelId_key" ON "MarketplaceProduct"("merchantId", "shopId", "itemId", "modelId");

-- CreateIndex
CREATE INDEX "MarketplaceOrder_merchantId_placedAt_idx" ON "MarketplaceOrder"("merchantId", "placedAt");

-- CreateIndex
CREATE INDEX "MarketplaceOrder_merchantId_orderId_idx" ON "MarketplaceOrder"("merchantId", "orderId");

-- CreateIndex
CREATE UNIQUE INDEX "MarketplaceOrder_merchantId_shopId_orderSn_key" ON "MarketplaceOrder"("merchantId", "shopId", "orderSn");

-- CreateIndex
CREATE INDEX "DeliveryPartnerSender_merchantId_isDefault_idx" ON "DeliveryPartnerSender"("merchantId", "isDefault");

-- CreateIndex
CREATE INDEX "DeliveryPartnerQuote_merchantId_quotedAt_idx" ON "DeliveryPartnerQuote"("merchantId", "quotedAt");

-- CreateIndex
CREATE INDEX "DeliveryPartnerOrder_merchantId_placedAt_idx" ON "DeliveryPartnerOrder"("merchantId", "placedAt");

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryPartnerOrder_merchantId_providerOrderId_key" ON "DeliveryPartnerOrder"("merchantId", "providerOrderId");

-- CreateIndex
CREATE INDEX "DeliveryPartnerOrderLine_merchantId_orderId_active_idx" ON "DeliveryPartnerOrderLine"("merchantId", "orderId", "active");

-- CreateIndex
CREATE INDEX "DeliveryPartnerNotification_merchantId_receivedAt_idx" ON "DeliveryPartnerNotification"("merchantId", "receivedAt");

-- CreateIndex
CREATE INDEX "WhatsappEntry_merchantId_kind_status_createdAt_idx" ON "WhatsappEntry"("merchantId", "kind", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "WhatsappEntry_merchantId_kind_entryNo_key" ON "WhatsappEntry"("merchantId", "kind", "entryNo");

-- CreateIndex
CREATE INDEX "ParcelTracking_merchantId_createdAt_idx" ON "ParcelTracking"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "ParcelTracking_merchantId_status_createdAt_idx" ON "ParcelTracking"("merchantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "ParcelTracking_merchantId_final_checkedAt_idx" ON "ParcelTracking"("merchantId", "final", "checkedAt");

-- CreateIndex
CREATE INDEX "ParcelTracking_merchantId_orderId_idx" ON "ParcelTracking"("merchantId", "orderId");

-- CreateIndex
CREATE UNIQUE INDEX "ParcelTracking_merchantId_courier_trackingNo_key" ON "ParcelTracking"("merchantId", "courier", "trackingNo");

-- CreateIndex
CREATE INDEX "ParcelRateAddress_merchantId_createdAt_idx" ON "ParcelRateAddress"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "ChatBroadcast_merchantId_pageId_createdAt_idx" ON "ChatBroadcast"("merchantId", "pageId", "createdAt");

-- CreateIndex
CREATE INDEX "ChatBroadcastRecipient_merchantId_broadcastId_status_idx" ON "ChatBroadcastRecipient"("merchantId", "broadcastId", "status");

-- CreateIndex
CREATE INDEX "SocialFeedItem_merchantId_network_accountId_postedAt_idx" ON "SocialFeedItem"("merchantId", "network", "accountId", "postedAt");
