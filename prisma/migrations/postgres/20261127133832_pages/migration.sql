-- CreateTable
CREATE TABLE "Page" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "contentEn" TEXT NOT NULL DEFAULT '',
    "contentCn" TEXT NOT NULL DEFAULT '',
    "contentBm" TEXT NOT NULL DEFAULT '',
    "date" TIMESTAMP(3) NOT NULL,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Page_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "Page_merchantId_visibility_createdAt_idx" ON "Page"("merchantId", "visibility", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Page_merchantId_slug_key" ON "Page"("merchantId", "slug");
