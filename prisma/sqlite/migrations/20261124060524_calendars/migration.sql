-- AlterTable
ALTER TABLE "User" ADD COLUMN "calendarToken" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Event" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionHtml" TEXT NOT NULL DEFAULT '',
    "derivedVersion" INTEGER NOT NULL DEFAULT 0,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "locationId" INTEGER,
    "capacity" INTEGER,
    "registrationOpensAt" DATETIME,
    "registrationClosesAt" DATETIME,
    "minimumAge" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "coverImage" TEXT,
    "coverImageAlt" TEXT,
    "calendarSequence" INTEGER NOT NULL DEFAULT 0,
    "cancelledAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Event_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "Location" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Event" ("capacity", "coverImage", "coverImageAlt", "createdAt", "derivedVersion", "description", "descriptionHtml", "endsAt", "id", "locationId", "minimumAge", "registrationClosesAt", "registrationOpensAt", "slug", "startsAt", "status", "summary", "title", "updatedAt") SELECT "capacity", "coverImage", "coverImageAlt", "createdAt", "derivedVersion", "description", "descriptionHtml", "endsAt", "id", "locationId", "minimumAge", "registrationClosesAt", "registrationOpensAt", "slug", "startsAt", "status", "summary", "title", "updatedAt" FROM "Event";
DROP TABLE "Event";
ALTER TABLE "new_Event" RENAME TO "Event";
CREATE UNIQUE INDEX "Event_slug_key" ON "Event"("slug");
CREATE INDEX "Event_status_startsAt_idx" ON "Event"("status", "startsAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "User_calendarToken_key" ON "User"("calendarToken");


-- Events cancelled before this migration: their last change is the best known time of cancellation.
UPDATE "Event" SET "cancelledAt" = "updatedAt" WHERE "status" = 'cancelled';
