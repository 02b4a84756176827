-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "claimWindowHours" INTEGER NOT NULL DEFAULT 24;

-- CreateTable
CREATE TABLE "WaitingListEntry" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "addedById" INTEGER,
    "rank" INTEGER NOT NULL,
    "offeredAt" TIMESTAMP(3),
    "offerExpiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WaitingListEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WaitingListEntry_eventId_rank_idx" ON "WaitingListEntry"("eventId", "rank");

-- CreateIndex
CREATE INDEX "WaitingListEntry_offerExpiresAt_idx" ON "WaitingListEntry"("offerExpiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "WaitingListEntry_eventId_userId_key" ON "WaitingListEntry"("eventId", "userId");

-- AddForeignKey
ALTER TABLE "WaitingListEntry" ADD CONSTRAINT "WaitingListEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitingListEntry" ADD CONSTRAINT "WaitingListEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitingListEntry" ADD CONSTRAINT "WaitingListEntry_addedById_fkey" FOREIGN KEY ("addedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

