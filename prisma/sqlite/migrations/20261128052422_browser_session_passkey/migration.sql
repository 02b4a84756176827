-- AlterTable
ALTER TABLE "BrowserSession" ADD COLUMN "passkeyId" INTEGER;

