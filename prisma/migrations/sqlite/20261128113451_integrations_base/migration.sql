-- CreateTable
CREATE TABLE "WebhookReceipt" (
    "provider" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("provider", "eventId")
);
