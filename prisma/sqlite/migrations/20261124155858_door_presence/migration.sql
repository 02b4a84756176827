-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Location" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionHtml" TEXT NOT NULL DEFAULT '',
    "derivedVersion" INTEGER NOT NULL DEFAULT 0,
    "streetAddress" TEXT NOT NULL,
    "postCodeId" INTEGER NOT NULL,
    "latitude" REAL,
    "longitude" REAL,
    "capacity" INTEGER,
    "capacityIsHardLimit" BOOLEAN NOT NULL DEFAULT false,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Location_postCodeId_fkey" FOREIGN KEY ("postCodeId") REFERENCES "PostCode" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Location" ("capacity", "createdAt", "deletedAt", "derivedVersion", "description", "descriptionHtml", "featured", "id", "latitude", "longitude", "name", "postCodeId", "published", "slug", "streetAddress", "updatedAt") SELECT "capacity", "createdAt", "deletedAt", "derivedVersion", "description", "descriptionHtml", "featured", "id", "latitude", "longitude", "name", "postCodeId", "published", "slug", "streetAddress", "updatedAt" FROM "Location";
DROP TABLE "Location";
ALTER TABLE "new_Location" RENAME TO "Location";
CREATE UNIQUE INDEX "Location_slug_key" ON "Location"("slug");
CREATE TABLE "new_Ticket" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "activeEventId" INTEGER,
    "checkedInAt" DATETIME,
    "inside" BOOLEAN NOT NULL DEFAULT false,
    "checkedInById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Ticket_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Ticket_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Ticket_checkedInById_fkey" FOREIGN KEY ("checkedInById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Ticket" ("activeEventId", "checkedInAt", "checkedInById", "code", "createdAt", "eventId", "id", "status", "updatedAt", "userId") SELECT "activeEventId", "checkedInAt", "checkedInById", "code", "createdAt", "eventId", "id", "status", "updatedAt", "userId" FROM "Ticket";
DROP TABLE "Ticket";
ALTER TABLE "new_Ticket" RENAME TO "Ticket";
CREATE UNIQUE INDEX "Ticket_code_key" ON "Ticket"("code");
CREATE INDEX "Ticket_eventId_status_idx" ON "Ticket"("eventId", "status");
CREATE UNIQUE INDEX "Ticket_userId_activeEventId_key" ON "Ticket"("userId", "activeEventId");
CREATE TABLE "new_CheckIn" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "ticketId" INTEGER,
    "rawCode" TEXT,
    "eventId" INTEGER NOT NULL,
    "scannedById" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "direction" TEXT NOT NULL DEFAULT 'entry',
    "method" TEXT NOT NULL DEFAULT 'code',
    "entrance" TEXT,
    "clientScanId" TEXT,
    CONSTRAINT "CheckIn_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "CheckIn_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CheckIn_scannedById_fkey" FOREIGN KEY ("scannedById") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_CheckIn" ("at", "clientScanId", "eventId", "id", "outcome", "rawCode", "scannedById", "ticketId") SELECT "at", "clientScanId", "eventId", "id", "outcome", "rawCode", "scannedById", "ticketId" FROM "CheckIn";
DROP TABLE "CheckIn";
ALTER TABLE "new_CheckIn" RENAME TO "CheckIn";
CREATE INDEX "CheckIn_eventId_at_idx" ON "CheckIn"("eventId", "at");
CREATE UNIQUE INDEX "CheckIn_eventId_scannedById_clientScanId_key" ON "CheckIn"("eventId", "scannedById", "clientScanId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

