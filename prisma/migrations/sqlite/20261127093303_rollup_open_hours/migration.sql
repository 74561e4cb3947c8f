-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_EventRollupMark" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "through" TEXT NOT NULL,
    "openThrough" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_EventRollupMark" ("merchantId", "through", "updatedAt") SELECT "merchantId", "through", "updatedAt" FROM "EventRollupMark";
DROP TABLE "EventRollupMark";
ALTER TABLE "new_EventRollupMark" RENAME TO "EventRollupMark";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
