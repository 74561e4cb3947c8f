-- DropIndex
DROP INDEX "SiteEvent_merchantId_day_idx";

-- CreateIndex
CREATE INDEX "SiteEvent_merchantId_day_hour_idx" ON "SiteEvent"("merchantId", "day", "hour");
