-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN "checkedInByName" TEXT;

-- CreateTable
CREATE TABLE "DoorInvitation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "opensAt" DATETIME NOT NULL,
    "closesAt" DATETIME NOT NULL,
    "createdById" INTEGER NOT NULL,
    "withdrawnAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DoorInvitation_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "DoorInvitation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "offline" BOOLEAN NOT NULL DEFAULT false,
    "doorInvitationId" INTEGER,
    "scannerName" TEXT,
    CONSTRAINT "CheckIn_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "CheckIn_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CheckIn_scannedById_fkey" FOREIGN KEY ("scannedById") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CheckIn_doorInvitationId_fkey" FOREIGN KEY ("doorInvitationId") REFERENCES "DoorInvitation" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_CheckIn" ("at", "clientScanId", "direction", "entrance", "eventId", "id", "method", "outcome", "rawCode", "scannedById", "ticketId") SELECT "at", "clientScanId", "direction", "entrance", "eventId", "id", "method", "outcome", "rawCode", "scannedById", "ticketId" FROM "CheckIn";
DROP TABLE "CheckIn";
ALTER TABLE "new_CheckIn" RENAME TO "CheckIn";
CREATE INDEX "CheckIn_eventId_at_idx" ON "CheckIn"("eventId", "at");
CREATE UNIQUE INDEX "CheckIn_eventId_scannedById_clientScanId_key" ON "CheckIn"("eventId", "scannedById", "clientScanId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "DoorInvitation_tokenHash_key" ON "DoorInvitation"("tokenHash");

-- CreateIndex
CREATE INDEX "DoorInvitation_eventId_idx" ON "DoorInvitation"("eventId");

