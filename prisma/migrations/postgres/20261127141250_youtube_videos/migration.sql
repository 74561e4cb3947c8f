-- CreateTable
CREATE TABLE "VideoCategory" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VideoCategory_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "Video" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "youtubeId" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "descriptionEn" TEXT NOT NULL DEFAULT '',
    "descriptionCn" TEXT NOT NULL DEFAULT '',
    "descriptionBm" TEXT NOT NULL DEFAULT '',
    "categoryId" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Video_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE UNIQUE INDEX "VideoCategory_merchantId_nameKey_key" ON "VideoCategory"("merchantId", "nameKey");

-- CreateIndex
CREATE INDEX "Video_merchantId_visibility_sort_idx" ON "Video"("merchantId", "visibility", "sort");

-- CreateIndex
CREATE INDEX "Video_merchantId_categoryId_idx" ON "Video"("merchantId", "categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "Video_merchantId_slug_key" ON "Video"("merchantId", "slug");

-- AddForeignKey
ALTER TABLE "Video" ADD CONSTRAINT "Video_merchantId_categoryId_fkey" FOREIGN KEY ("merchantId", "categoryId") REFERENCES "VideoCategory"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;
