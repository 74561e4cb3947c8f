-- CreateTable
CREATE TABLE "Merchant" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT 'Asia/Kuala_Lumpur',
    "website" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "tel" TEXT NOT NULL DEFAULT '',
    "fax" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "masterContact" TEXT NOT NULL DEFAULT '',
    "masterEmail" TEXT NOT NULL DEFAULT '',
    "billingCompanyName" TEXT NOT NULL DEFAULT '',
    "billingAddress" TEXT NOT NULL DEFAULT '',
    "billingEmail" TEXT NOT NULL DEFAULT '',
    "nmsVersionSince" TEXT NOT NULL DEFAULT '',
    "since" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "nextRenewalDate" DATETIME,
    "upgradeDate" DATETIME,
    "facebookRemarketingExpiry" DATETIME,
    "productsLastModifiedAt" DATETIME,
    "accountLimit" INTEGER NOT NULL DEFAULT 10,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "LoginName" (
    "username" TEXT NOT NULL PRIMARY KEY,
    "merchantId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    CONSTRAINT "LoginName_merchantId_userId_fkey" FOREIGN KEY ("merchantId", "userId") REFERENCES "User" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AppVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "publishedAt" DATETIME NOT NULL,
    "current" BOOLEAN NOT NULL DEFAULT false
);

-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "windowStart" DATETIME NOT NULL,
    "count" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "MerchantDomain" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "isPrimary" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "MerchantDomain_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EmailRecipient" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "showAtWebsite" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "EmailRecipient_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ServiceInvoice" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "amountSen" INTEGER NOT NULL,
    "issuedAt" DATETIME NOT NULL,
    "dueAt" DATETIME NOT NULL,
    "paidAt" DATETIME,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "ServiceInvoice_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InactiveModule" (
    "merchantId" TEXT NOT NULL,
    "module" TEXT NOT NULL,

    PRIMARY KEY ("merchantId", "module"),
    CONSTRAINT "InactiveModule_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Role" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "Role_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RolePermission" (
    "merchantId" TEXT NOT NULL,
    "roleId" TEXT NOT NULL,
    "module" TEXT NOT NULL,
    "level" TEXT NOT NULL,

    PRIMARY KEY ("merchantId", "roleId", "module"),
    CONSTRAINT "RolePermission_merchantId_roleId_fkey" FOREIGN KEY ("merchantId", "roleId") REFERENCES "Role" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "User" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailKey" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "isMasterAdmin" BOOLEAN NOT NULL DEFAULT false,
    "roleId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'active',
    "startsOn" TEXT,
    "expiresOn" TEXT,
    "lastLoginAt" DATETIME,
    "lastLoginIp" TEXT,
    "twoFactorEnabled" BOOLEAN NOT NULL DEFAULT false,
    "twoFactorSecret" TEXT,
    "twoFactorLastStep" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "User_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "User_merchantId_roleId_fkey" FOREIGN KEY ("merchantId", "roleId") REFERENCES "Role" ("merchantId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION
);

-- CreateTable
CREATE TABLE "Session" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "ip" TEXT NOT NULL,
    "userAgent" TEXT NOT NULL,
    "deviceName" TEXT NOT NULL,
    "region" TEXT NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "Session_merchantId_userId_fkey" FOREIGN KEY ("merchantId", "userId") REFERENCES "User" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LoginChallenge" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "usedAt" DATETIME,
    "timeZone" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "LoginChallenge_merchantId_userId_fkey" FOREIGN KEY ("merchantId", "userId") REFERENCES "User" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PasswordReset" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "PasswordReset_merchantId_userId_fkey" FOREIGN KEY ("merchantId", "userId") REFERENCES "User" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EmailOtp" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "EmailOtp_merchantId_userId_fkey" FOREIGN KEY ("merchantId", "userId") REFERENCES "User" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserLog" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "day" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "userAgent" TEXT NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "UserLog_merchantId_userId_fkey" FOREIGN KEY ("merchantId", "userId") REFERENCES "User" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailMessage" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "Upload" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "uploadedBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LoginName_merchantId_userId_key" ON "LoginName"("merchantId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "AppVersion_name_key" ON "AppVersion"("name");

-- CreateIndex
CREATE UNIQUE INDEX "MerchantDomain_merchantId_domain_key" ON "MerchantDomain"("merchantId", "domain");

-- CreateIndex
CREATE UNIQUE INDEX "EmailRecipient_merchantId_kind_email_key" ON "EmailRecipient"("merchantId", "kind", "email");

-- CreateIndex
CREATE INDEX "ServiceInvoice_merchantId_issuedAt_idx" ON "ServiceInvoice"("merchantId", "issuedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceInvoice_merchantId_number_key" ON "ServiceInvoice"("merchantId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "Role_merchantId_name_key" ON "Role"("merchantId", "name");

-- CreateIndex
CREATE INDEX "User_merchantId_roleId_idx" ON "User"("merchantId", "roleId");

-- CreateIndex
CREATE INDEX "User_merchantId_createdAt_idx" ON "User"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "User_merchantId_username_key" ON "User"("merchantId", "username");

-- CreateIndex
CREATE UNIQUE INDEX "User_merchantId_emailKey_key" ON "User"("merchantId", "emailKey");

-- CreateIndex
CREATE INDEX "Session_merchantId_userId_revokedAt_idx" ON "Session"("merchantId", "userId", "revokedAt");

-- CreateIndex
CREATE INDEX "LoginChallenge_merchantId_userId_idx" ON "LoginChallenge"("merchantId", "userId");

-- CreateIndex
CREATE INDEX "PasswordReset_merchantId_userId_idx" ON "PasswordReset"("merchantId", "userId");

-- CreateIndex
CREATE INDEX "EmailOtp_merchantId_userId_purpose_idx" ON "EmailOtp"("merchantId", "userId", "purpose");

-- CreateIndex
CREATE INDEX "UserLog_merchantId_userId_day_idx" ON "UserLog"("merchantId", "userId", "day");

-- CreateIndex
CREATE INDEX "UserLog_merchantId_userId_at_idx" ON "UserLog"("merchantId", "userId", "at");

-- CreateIndex
CREATE INDEX "MailMessage_merchantId_status_createdAt_idx" ON "MailMessage"("merchantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "MailMessage_merchantId_createdAt_idx" ON "MailMessage"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "Upload_merchantId_purpose_createdAt_idx" ON "Upload"("merchantId", "purpose", "createdAt");
