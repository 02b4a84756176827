-- CreateTable
CREATE TABLE "EventSeries" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "frequency" TEXT NOT NULL,
    "interval" INTEGER NOT NULL DEFAULT 1,
    "weekday" INTEGER NOT NULL,
    "ordinal" INTEGER,
    "until" TEXT,
    "count" INTEGER,
    "skipped" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

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
    "reminderHours" INTEGER DEFAULT 24,
    "reminderSentFor" DATETIME,
    "calendarSequence" INTEGER NOT NULL DEFAULT 0,
    "cancelledAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "tagList" TEXT NOT NULL DEFAULT '[]',
    "claimWindowHours" INTEGER NOT NULL DEFAULT 24,
    "seriesId" INTEGER,
    CONSTRAINT "Event_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "Location" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Event_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "EventSeries" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Event" ("calendarSequence", "cancelledAt", "capacity", "claimWindowHours", "coverImage", "coverImageAlt", "createdAt", "derivedVersion", "description", "descriptionHtml", "endsAt", "id", "locationId", "minimumAge", "registrationClosesAt", "registrationOpensAt", "reminderHours", "reminderSentFor", "slug", "startsAt", "status", "summary", "tagList", "title", "updatedAt") SELECT "calendarSequence", "cancelledAt", "capacity", "claimWindowHours", "coverImage", "coverImageAlt", "createdAt", "derivedVersion", "description", "descriptionHtml", "endsAt", "id", "locationId", "minimumAge", "registrationClosesAt", "registrationOpensAt", "reminderHours", "reminderSentFor", "slug", "startsAt", "status", "summary", "tagList", "title", "updatedAt" FROM "Event";
DROP TABLE "Event";
ALTER TABLE "new_Event" RENAME TO "Event";
CREATE UNIQUE INDEX "Event_slug_key" ON "Event"("slug");
CREATE INDEX "Event_status_startsAt_idx" ON "Event"("status", "startsAt");
CREATE INDEX "Event_seriesId_startsAt_idx" ON "Event"("seriesId", "startsAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

