-- CreateTable
CREATE TABLE "NewsCategory" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "News" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "detailEn" TEXT NOT NULL DEFAULT '',
    "detailCn" TEXT NOT NULL DEFAULT '',
    "detailBm" TEXT NOT NULL DEFAULT '',
    "pictureId" TEXT,
    "categoryId" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "News_merchantId_categoryId_fkey" FOREIGN KEY ("merchantId", "categoryId") REFERENCES "NewsCategory" ("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION
);

-- CreateIndex
CREATE UNIQUE INDEX "NewsCategory_merchantId_nameKey_key" ON "NewsCategory"("merchantId", "nameKey");

-- CreateIndex
CREATE INDEX "News_merchantId_visibility_createdAt_idx" ON "News"("merchantId", "visibility", "createdAt");

-- CreateIndex
CREATE INDEX "News_merchantId_categoryId_idx" ON "News"("merchantId", "categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "News_merchantId_slug_key" ON "News"("merchantId", "slug");
