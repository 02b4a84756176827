-- DropIndex
DROP INDEX "CheckIn_clientScanId_key";

-- CreateIndex
CREATE UNIQUE INDEX "CheckIn_eventId_scannedById_clientScanId_key" ON "CheckIn"("eventId", "scannedById", "clientScanId");

