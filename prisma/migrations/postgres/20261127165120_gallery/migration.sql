-- CreateTable
CREATE TABLE "GalleryGroup" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GalleryGroup_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "GalleryCategory" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GalleryCategory_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "GalleryPhoto" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL DEFAULT '',
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "descriptionEn" TEXT NOT NULL DEFAULT '',
    "descriptionCn" TEXT NOT NULL DEFAULT '',
    "descriptionBm" TEXT NOT NULL DEFAULT '',
    "pictureId" TEXT NOT NULL,
    "groupId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GalleryPhoto_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GalleryGroup_merchantId_nameKey_key" ON "GalleryGroup"("merchantId", "nameKey");

-- CreateIndex
CREATE UNIQUE INDEX "GalleryCategory_merchantId_nameKey_key" ON "GalleryCategory"("merchantId", "nameKey");

-- CreateIndex
CREATE INDEX "GalleryPhoto_merchantId_visibility_sort_idx" ON "GalleryPhoto"("merchantId", "visibility", "sort");

-- CreateIndex
CREATE INDEX "GalleryPhoto_merchantId_categoryId_idx" ON "GalleryPhoto"("merchantId", "categoryId");

-- CreateIndex
CREATE INDEX "GalleryPhoto_merchantId_groupId_idx" ON "GalleryPhoto"("merchantId", "groupId");

-- CreateIndex
CREATE UNIQUE INDEX "GalleryPhoto_merchantId_slug_key" ON "GalleryPhoto"("merchantId", "slug");

-- AddForeignKey
ALTER TABLE "GalleryPhoto" ADD CONSTRAINT "GalleryPhoto_merchantId_groupId_fkey" FOREIGN KEY ("merchantId", "groupId") REFERENCES "GalleryGroup"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "GalleryPhoto" ADD CONSTRAINT "GalleryPhoto_merchantId_categoryId_fkey" FOREIGN KEY ("merchantId", "categoryId") REFERENCES "GalleryCategory"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;
