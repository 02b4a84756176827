-- AlterTable
ALTER TABLE "WaitingListEntry" ADD COLUMN "offerMailedFor" DATETIME;

