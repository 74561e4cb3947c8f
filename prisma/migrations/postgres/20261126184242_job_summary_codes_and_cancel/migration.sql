-- Summaries become message codes. A summary written before keeps its English text under the
-- code "recorded" (jobs.summary.recorded shows it as it is).
ALTER TABLE "Job" ADD COLUMN     "cancelRequestedAt" TIMESTAMP(3),
ADD COLUMN     "summaryCode" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "summaryNotes" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "summaryParams" TEXT NOT NULL DEFAULT '{}';

UPDATE "Job" SET "summaryCode" = 'recorded', "summaryParams" = json_build_object('text', "summary")::text WHERE "summary" <> '';

ALTER TABLE "Job" DROP COLUMN "summary";

-- CreateIndex
CREATE INDEX "Job_merchantId_createdAt_idx" ON "Job"("merchantId", "createdAt");
