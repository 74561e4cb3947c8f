-- DropIndex
DROP INDEX "EventRollup_merchantId_channel_dimension_period_idx";

-- CreateIndex
CREATE INDEX "EventRollup_merchantId_channel_dimension_period_key_sub_cou_idx" ON "EventRollup"("merchantId", "channel", "dimension", "period", "key", "sub", "count", "visitors");
