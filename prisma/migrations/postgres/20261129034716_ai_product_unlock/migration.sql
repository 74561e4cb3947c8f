-- CreateTable
CREATE TABLE "AiProductUnlock" (
    "merchantId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "unlockedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiProductUnlock_pkey" PRIMARY KEY ("merchantId","productId")
);
