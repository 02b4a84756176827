-- CreateTable
CREATE TABLE "WaitingListEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "addedById" INTEGER,
    "rank" INTEGER NOT NULL,
    "offeredAt" DATETIME,
    "offerExpiresAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WaitingListEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WaitingListEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WaitingListEntry_addedById_fkey" FOREIGN KEY ("addedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
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
    CONSTRAINT "Event_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "Location" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Event" ("calendarSequence", "cancelledAt", "capacity", "coverImage", "coverImageAlt", "createdAt", "derivedVersion", "description", "descriptionHtml", "endsAt", "id", "locationId", "minimumAge", "registrationClosesAt", "registrationOpensAt", "reminderHours", "reminderSentFor", "slug", "startsAt", "status", "summary", "tagList", "title", "updatedAt") SELECT "calendarSequence", "cancelledAt", "capacity", "coverImage", "coverImageAlt", "createdAt", "derivedVersion", "description", "descriptionHtml", "endsAt", "id", "locationId", "minimumAge", "registrationClosesAt", "registrationOpensAt", "reminderHours", "reminderSentFor", "slug", "startsAt", "status", "summary", "tagList", "title", "updatedAt" FROM "Event";
DROP TABLE "Event";
ALTER TABLE "new_Event" RENAME TO "Event";
CREATE UNIQUE INDEX "Event_slug_key" ON "Event"("slug");
CREATE INDEX "Event_status_startsAt_idx" ON "Event"("status", "startsAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "WaitingListEntry_eventId_rank_idx" ON "WaitingListEntry"("eventId", "rank");

-- CreateIndex
CREATE INDEX "WaitingListEntry_offerExpiresAt_idx" ON "WaitingListEntry"("offerExpiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "WaitingListEntry_eventId_userId_key" ON "WaitingListEntry"("eventId", "userId");

