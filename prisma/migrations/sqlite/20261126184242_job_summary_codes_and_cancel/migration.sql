-- Summaries become message codes. A summary written before keeps its English text under the
-- code "recorded" (jobs.summary.recorded shows it as it is).
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Job" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "params" TEXT NOT NULL DEFAULT '{}',
    "uploadId" TEXT,
    "fileName" TEXT NOT NULL DEFAULT '',
    "totalRows" INTEGER NOT NULL DEFAULT 0,
    "doneRows" INTEGER NOT NULL DEFAULT 0,
    "failedCount" INTEGER NOT NULL DEFAULT 0,
    "errorFileKey" TEXT,
    "resultKey" TEXT,
    "summaryCode" TEXT NOT NULL DEFAULT '',
    "summaryParams" TEXT NOT NULL DEFAULT '{}',
    "summaryNotes" TEXT NOT NULL DEFAULT '[]',
    "cancelRequestedAt" DATETIME,
    "createdBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "claimedUntil" DATETIME,
    "claimedBy" TEXT,
    "committedAt" DATETIME,
    "published" INTEGER NOT NULL DEFAULT 0,
    "state" TEXT NOT NULL DEFAULT '{}',

    PRIMARY KEY ("merchantId", "id")
);
INSERT INTO "new_Job" ("claimedBy", "claimedUntil", "committedAt", "createdAt", "createdBy", "doneRows", "errorFileKey", "failedCount", "fileName", "finishedAt", "id", "kind", "merchantId", "params", "published", "resultKey", "startedAt", "state", "status", "totalRows", "uploadId", "summaryCode", "summaryParams") SELECT "claimedBy", "claimedUntil", "committedAt", "createdAt", "createdBy", "doneRows", "errorFileKey", "failedCount", "fileName", "finishedAt", "id", "kind", "merchantId", "params", "published", "resultKey", "startedAt", "state", "status", "totalRows", "uploadId", CASE WHEN "summary" = '' THEN '' ELSE 'recorded' END, CASE WHEN "summary" = '' THEN '{}' ELSE json_object('text', "summary") END FROM "Job";
DROP TABLE "Job";
ALTER TABLE "new_Job" RENAME TO "Job";
CREATE INDEX "Job_merchantId_kind_createdAt_idx" ON "Job"("merchantId", "kind", "createdAt");
CREATE INDEX "Job_merchantId_createdAt_idx" ON "Job"("merchantId", "createdAt");
CREATE INDEX "Job_merchantId_status_idx" ON "Job"("merchantId", "status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
