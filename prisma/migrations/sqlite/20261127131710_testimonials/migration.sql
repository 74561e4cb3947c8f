-- CreateTable
CREATE TABLE "Testimonial" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL DEFAULT '',
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL DEFAULT '',
    "position" TEXT NOT NULL DEFAULT '',
    "contentEn" TEXT NOT NULL DEFAULT '',
    "contentCn" TEXT NOT NULL DEFAULT '',
    "contentBm" TEXT NOT NULL DEFAULT '',
    "pictureId" TEXT,
    "date" DATETIME NOT NULL,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateIndex
CREATE INDEX "Testimonial_merchantId_visibility_sort_idx" ON "Testimonial"("merchantId", "visibility", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "Testimonial_merchantId_slug_key" ON "Testimonial"("merchantId", "slug");
