-- DropIndex
DROP INDEX "CheckIn_eventId_scannedById_clientScanId_key";

-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN     "doorPass" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE UNIQUE INDEX "CheckIn_eventId_scannedById_doorPass_clientScanId_key" ON "CheckIn"("eventId", "scannedById", "doorPass", "clientScanId");

