-- AlterTable
ALTER TABLE "WaitingListEntry" ADD COLUMN     "offerMailedFor" TIMESTAMP(3);

