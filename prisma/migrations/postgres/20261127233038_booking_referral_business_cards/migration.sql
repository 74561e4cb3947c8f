-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "commissionPaidAt" TIMESTAMP(3),
ADD COLUMN     "referralPersonId" TEXT;

-- AlterTable
ALTER TABLE "PointsEntry" ADD COLUMN     "bookingId" TEXT,
ADD COLUMN     "enquiryId" TEXT;

-- CreateTable
CREATE TABLE "BookingVenue" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingVenue_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "BookingService" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "approvalRequired" BOOLEAN NOT NULL DEFAULT false,
    "slotsPerPerson" INTEGER NOT NULL DEFAULT 1,
    "priceSen" BIGINT NOT NULL DEFAULT 0,
    "schedule" TEXT NOT NULL DEFAULT '[]',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingService_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "BookingServiceVenue" (
    "merchantId" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "venueId" TEXT NOT NULL,

    CONSTRAINT "BookingServiceVenue_pkey" PRIMARY KEY ("merchantId","serviceId","venueId")
);

-- CreateTable
CREATE TABLE "BookingSlotCount" (
    "merchantId" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "venueId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "startTime" TEXT NOT NULL,
    "taken" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BookingSlotCount_pkey" PRIMARY KEY ("merchantId","serviceId","venueId","day","startTime")
);

-- CreateTable
CREATE TABLE "Booking" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "bookingNo" INTEGER NOT NULL,
    "serviceId" TEXT NOT NULL,
    "venueId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "startTime" TEXT NOT NULL,
    "endTime" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "slots" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "amountSen" BIGINT NOT NULL DEFAULT 0,
    "memberId" TEXT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "cancelReason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "approvedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "Booking_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ReferralGroup" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "commissionBp" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReferralGroup_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ReferralPerson" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "customName" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'temporary',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "groupId" TEXT,
    "memberId" TEXT,
    "bindingActive" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReferralPerson_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ReferralRecord" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "personId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "refId" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReferralRecord_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "BusinessCard" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "cardId" TEXT NOT NULL,
    "holderName" TEXT NOT NULL DEFAULT '',
    "holderTitle" TEXT NOT NULL DEFAULT '',
    "holderPhone" TEXT NOT NULL DEFAULT '',
    "holderEmail" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'inactive',
    "customLink" TEXT,
    "views" INTEGER NOT NULL DEFAULT 0,
    "saves" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessCard_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "BusinessCardDay" (
    "merchantId" TEXT NOT NULL,
    "cardId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "saves" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BusinessCardDay_pkey" PRIMARY KEY ("merchantId","cardId","day")
);

-- CreateTable
CREATE TABLE "BindCardRequest" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "cardIds" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "BindCardRequest_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "BookingSetting" (
    "merchantId" TEXT NOT NULL,
    "nextBookingNo" INTEGER NOT NULL DEFAULT 1,
    "notificationEmail" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "BookingSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateIndex
CREATE INDEX "BookingVenue_merchantId_createdAt_idx" ON "BookingVenue"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "BookingService_merchantId_createdAt_idx" ON "BookingService"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "BookingServiceVenue_merchantId_venueId_idx" ON "BookingServiceVenue"("merchantId", "venueId");

-- CreateIndex
CREATE INDEX "Booking_merchantId_startsAt_idx" ON "Booking"("merchantId", "startsAt");

-- CreateIndex
CREATE INDEX "Booking_merchantId_status_startsAt_idx" ON "Booking"("merchantId", "status", "startsAt");

-- CreateIndex
CREATE INDEX "Booking_merchantId_serviceId_venueId_day_idx" ON "Booking"("merchantId", "serviceId", "venueId", "day");

-- CreateIndex
CREATE INDEX "Booking_merchantId_venueId_idx" ON "Booking"("merchantId", "venueId");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_merchantId_bookingNo_key" ON "Booking"("merchantId", "bookingNo");

-- CreateIndex
CREATE INDEX "ReferralGroup_merchantId_createdAt_idx" ON "ReferralGroup"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "ReferralPerson_merchantId_createdAt_idx" ON "ReferralPerson"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "ReferralPerson_merchantId_groupId_idx" ON "ReferralPerson"("merchantId", "groupId");

-- CreateIndex
CREATE UNIQUE INDEX "ReferralPerson_merchantId_customName_key" ON "ReferralPerson"("merchantId", "customName");

-- CreateIndex
CREATE UNIQUE INDEX "ReferralPerson_merchantId_memberId_key" ON "ReferralPerson"("merchantId", "memberId");

-- CreateIndex
CREATE INDEX "ReferralRecord_merchantId_personId_createdAt_idx" ON "ReferralRecord"("merchantId", "personId", "createdAt");

-- CreateIndex
CREATE INDEX "ReferralRecord_merchantId_kind_createdAt_idx" ON "ReferralRecord"("merchantId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "ReferralRecord_merchantId_createdAt_idx" ON "ReferralRecord"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "BusinessCard_merchantId_createdAt_idx" ON "BusinessCard"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessCard_merchantId_cardId_key" ON "BusinessCard"("merchantId", "cardId");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessCard_merchantId_customLink_key" ON "BusinessCard"("merchantId", "customLink");

-- CreateIndex
CREATE INDEX "BindCardRequest_merchantId_status_createdAt_idx" ON "BindCardRequest"("merchantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Order_merchantId_referralPersonId_placedAt_idx" ON "Order"("merchantId", "referralPersonId", "placedAt");

-- CreateIndex
CREATE INDEX "PointsEntry_merchantId_bookingId_idx" ON "PointsEntry"("merchantId", "bookingId");

-- CreateIndex
CREATE INDEX "PointsEntry_merchantId_enquiryId_idx" ON "PointsEntry"("merchantId", "enquiryId");

-- AddForeignKey
ALTER TABLE "BookingServiceVenue" ADD CONSTRAINT "BookingServiceVenue_merchantId_serviceId_fkey" FOREIGN KEY ("merchantId", "serviceId") REFERENCES "BookingService"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingServiceVenue" ADD CONSTRAINT "BookingServiceVenue_merchantId_venueId_fkey" FOREIGN KEY ("merchantId", "venueId") REFERENCES "BookingVenue"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_merchantId_serviceId_fkey" FOREIGN KEY ("merchantId", "serviceId") REFERENCES "BookingService"("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_merchantId_venueId_fkey" FOREIGN KEY ("merchantId", "venueId") REFERENCES "BookingVenue"("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReferralPerson" ADD CONSTRAINT "ReferralPerson_merchantId_groupId_fkey" FOREIGN KEY ("merchantId", "groupId") REFERENCES "ReferralGroup"("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;
