-- AlterTable
ALTER TABLE "User" ADD COLUMN     "nameKey" TEXT NOT NULL DEFAULT '';

