-- CreateIndex
CREATE INDEX "InventoryLog_merchantId_note_idx" ON "InventoryLog"("merchantId", "note");
