-- AlterTable
ALTER TABLE "WaitingListEntry" ADD COLUMN "addedPlace" BOOLEAN NOT NULL DEFAULT false;
