-- AlterTable
ALTER TABLE "User" ADD COLUMN "pendingEmail" TEXT;

