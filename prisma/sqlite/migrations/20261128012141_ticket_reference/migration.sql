-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN "reference" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Ticket_eventId_reference_idx" ON "Ticket"("eventId", "reference");
