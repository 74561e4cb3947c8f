-- CreateTable
CREATE TABLE "GeneratedContentSetting" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "returnPolicyEn" TEXT NOT NULL DEFAULT '',
    "returnPolicyCn" TEXT NOT NULL DEFAULT '',
    "returnPolicyBm" TEXT NOT NULL DEFAULT '',
    "faqPublished" BOOLEAN NOT NULL DEFAULT false,
    "returnPolicyPublished" BOOLEAN NOT NULL DEFAULT false,
    "whyChooseUsPublished" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "FaqCategory" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "FaqItem" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "FaqItem_merchantId_categoryId_fkey" FOREIGN KEY ("merchantId", "categoryId") REFERENCES "FaqCategory" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WhyChooseUsItem" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleCn" TEXT NOT NULL DEFAULT '',
    "titleBm" TEXT NOT NULL DEFAULT '',
    "descriptionEn" TEXT NOT NULL,
    "descriptionCn" TEXT NOT NULL DEFAULT '',
    "descriptionBm" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT NOT NULL DEFAULT '',
    "iconClass" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateIndex
CREATE INDEX "FaqCategory_merchantId_sort_idx" ON "FaqCategory"("merchantId", "sort");

-- CreateIndex
CREATE INDEX "FaqItem_merchantId_categoryId_sort_idx" ON "FaqItem"("merchantId", "categoryId", "sort");

-- CreateIndex
CREATE INDEX "WhyChooseUsItem_merchantId_sort_idx" ON "WhyChooseUsItem"("merchantId", "sort");
