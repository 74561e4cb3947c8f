-- CreateTable
CREATE TABLE "AiProductUnlock" (
    "merchantId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "unlockedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "productId")
);
