-- CreateTable
CREATE TABLE "ServiceCategory" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceCategory_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ServiceTag" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceTag_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "Service" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "descriptionEn" TEXT NOT NULL DEFAULT '',
    "descriptionCn" TEXT NOT NULL DEFAULT '',
    "descriptionBm" TEXT NOT NULL DEFAULT '',
    "pictureId" TEXT,
    "priceType" TEXT NOT NULL DEFAULT 'fixed',
    "priceSen" INTEGER,
    "minPriceSen" INTEGER,
    "maxPriceSen" INTEGER,
    "showPrice" BOOLEAN NOT NULL DEFAULT true,
    "categoryId" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Service_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ServiceTagLink" (
    "merchantId" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,

    CONSTRAINT "ServiceTagLink_pkey" PRIMARY KEY ("merchantId","serviceId","tagId")
);

-- CreateTable
CREATE TABLE "PhotoAlbum" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "descriptionEn" TEXT NOT NULL DEFAULT '',
    "descriptionCn" TEXT NOT NULL DEFAULT '',
    "descriptionBm" TEXT NOT NULL DEFAULT '',
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PhotoAlbum_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "Photo" (
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
    "categoryId" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Photo_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "TimelinePost" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "textEn" TEXT NOT NULL DEFAULT '',
    "textCn" TEXT NOT NULL DEFAULT '',
    "textBm" TEXT NOT NULL DEFAULT '',
    "pictureId" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TimelinePost_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "Career" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "positionLevel" INTEGER NOT NULL,
    "specialization" TEXT NOT NULL,
    "qualifications" TEXT NOT NULL,
    "employmentType" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "experienceYears" INTEGER NOT NULL DEFAULT 0,
    "ageFrom" INTEGER,
    "ageTo" INTEGER,
    "salaryCurrency" TEXT NOT NULL DEFAULT 'SGD',
    "salaryMinCents" INTEGER,
    "salaryMaxCents" INTEGER,
    "descriptionEn" TEXT NOT NULL DEFAULT '',
    "descriptionCn" TEXT NOT NULL DEFAULT '',
    "descriptionBm" TEXT NOT NULL DEFAULT '',
    "requirementsEn" TEXT NOT NULL DEFAULT '',
    "requirementsCn" TEXT NOT NULL DEFAULT '',
    "requirementsBm" TEXT NOT NULL DEFAULT '',
    "responsibilitiesEn" TEXT NOT NULL DEFAULT '',
    "responsibilitiesCn" TEXT NOT NULL DEFAULT '',
    "responsibilitiesBm" TEXT NOT NULL DEFAULT '',
    "benefitsEn" TEXT NOT NULL DEFAULT '',
    "benefitsCn" TEXT NOT NULL DEFAULT '',
    "benefitsBm" TEXT NOT NULL DEFAULT '',
    "spokenLanguages" TEXT NOT NULL DEFAULT '',
    "writtenLanguages" TEXT NOT NULL DEFAULT '',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Career_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "Resume" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "careerId" TEXT NOT NULL,
    "positionTitle" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "coverLetter" TEXT NOT NULL DEFAULT '',
    "currentPosition" TEXT NOT NULL DEFAULT '',
    "lastCompany" TEXT NOT NULL DEFAULT '',
    "education" TEXT NOT NULL DEFAULT '',
    "institute" TEXT NOT NULL DEFAULT '',
    "experienceYears" INTEGER,
    "salaryCents" INTEGER,
    "expectedSalaryCents" INTEGER,
    "attachmentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Resume_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "DownloadCategory" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DownloadCategory_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "DownloadFile" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "fileId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "requireDownloaderInfo" BOOLEAN NOT NULL DEFAULT false,
    "downloadCount" INTEGER NOT NULL DEFAULT 0,
    "categoryId" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DownloadFile_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "Downloader" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "downloadId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Downloader_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ServiceCategory_merchantId_nameKey_key" ON "ServiceCategory"("merchantId", "nameKey");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceTag_merchantId_nameKey_key" ON "ServiceTag"("merchantId", "nameKey");

-- CreateIndex
CREATE INDEX "Service_merchantId_visibility_sort_idx" ON "Service"("merchantId", "visibility", "sort");

-- CreateIndex
CREATE INDEX "Service_merchantId_categoryId_idx" ON "Service"("merchantId", "categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "Service_merchantId_slug_key" ON "Service"("merchantId", "slug");

-- CreateIndex
CREATE INDEX "ServiceTagLink_merchantId_tagId_idx" ON "ServiceTagLink"("merchantId", "tagId");

-- CreateIndex
CREATE UNIQUE INDEX "PhotoAlbum_merchantId_nameKey_key" ON "PhotoAlbum"("merchantId", "nameKey");

-- CreateIndex
CREATE INDEX "Photo_merchantId_categoryId_sort_idx" ON "Photo"("merchantId", "categoryId", "sort");

-- CreateIndex
CREATE INDEX "Photo_merchantId_visibility_sort_idx" ON "Photo"("merchantId", "visibility", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "Photo_merchantId_slug_key" ON "Photo"("merchantId", "slug");

-- CreateIndex
CREATE INDEX "TimelinePost_merchantId_visibility_createdAt_idx" ON "TimelinePost"("merchantId", "visibility", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "TimelinePost_merchantId_slug_key" ON "TimelinePost"("merchantId", "slug");

-- CreateIndex
CREATE INDEX "Career_merchantId_visibility_createdAt_idx" ON "Career"("merchantId", "visibility", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Career_merchantId_slug_key" ON "Career"("merchantId", "slug");

-- CreateIndex
CREATE INDEX "Resume_merchantId_createdAt_idx" ON "Resume"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "Resume_merchantId_careerId_createdAt_idx" ON "Resume"("merchantId", "careerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DownloadCategory_merchantId_nameKey_key" ON "DownloadCategory"("merchantId", "nameKey");

-- CreateIndex
CREATE INDEX "DownloadFile_merchantId_visibility_sort_idx" ON "DownloadFile"("merchantId", "visibility", "sort");

-- CreateIndex
CREATE INDEX "DownloadFile_merchantId_categoryId_idx" ON "DownloadFile"("merchantId", "categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "DownloadFile_merchantId_slug_key" ON "DownloadFile"("merchantId", "slug");

-- CreateIndex
CREATE INDEX "Downloader_merchantId_downloadId_createdAt_idx" ON "Downloader"("merchantId", "downloadId", "createdAt");

-- AddForeignKey
ALTER TABLE "Service" ADD CONSTRAINT "Service_merchantId_categoryId_fkey" FOREIGN KEY ("merchantId", "categoryId") REFERENCES "ServiceCategory"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "ServiceTagLink" ADD CONSTRAINT "ServiceTagLink_merchantId_serviceId_fkey" FOREIGN KEY ("merchantId", "serviceId") REFERENCES "Service"("merchantId", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "ServiceTagLink" ADD CONSTRAINT "ServiceTagLink_merchantId_tagId_fkey" FOREIGN KEY ("merchantId", "tagId") REFERENCES "ServiceTag"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_merchantId_categoryId_fkey" FOREIGN KEY ("merchantId", "categoryId") REFERENCES "PhotoAlbum"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "DownloadFile" ADD CONSTRAINT "DownloadFile_merchantId_categoryId_fkey" FOREIGN KEY ("merchantId", "categoryId") REFERENCES "DownloadCategory"("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Downloader" ADD CONSTRAINT "Downloader_merchantId_downloadId_fkey" FOREIGN KEY ("merchantId", "downloadId") REFERENCES "DownloadFile"("merchantId", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
