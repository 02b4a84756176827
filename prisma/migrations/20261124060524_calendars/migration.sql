-- AlterTable
ALTER TABLE "User" ADD COLUMN     "calendarToken" TEXT;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "calendarSequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "cancelledAt" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "User_calendarToken_key" ON "User"("calendarToken");


-- Events cancelled before this migration: their last change is the best known time of cancellation.
UPDATE "Event" SET "cancelledAt" = "updatedAt" WHERE "status" = 'cancelled';
