-- CreateTable
CREATE TABLE "GoogleReviewLink" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "accessToken" TEXT NOT NULL,
    "refreshToken" TEXT NOT NULL DEFAULT '',
    "expiresAt" DATETIME NOT NULL,
    "account" TEXT NOT NULL DEFAULT '',
    "accountTitle" TEXT NOT NULL DEFAULT '',
    "location" TEXT NOT NULL DEFAULT '',
    "locationTitle" TEXT NOT NULL DEFAULT '',
    "connectedAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL
);
