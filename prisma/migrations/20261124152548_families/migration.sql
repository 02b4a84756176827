-- DropIndex
DROP INDEX "Guardian_userId_key";

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "managed" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Guardian" ADD COLUMN     "accountId" INTEGER,
ADD COLUMN     "doorNotices" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "AuthorisedAdult" (
    "id" SERIAL NOT NULL,
    "childId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "relationship" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuthorisedAdult_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuthorisedAdult_childId_idx" ON "AuthorisedAdult"("childId");

-- CreateIndex
CREATE INDEX "Guardian_accountId_idx" ON "Guardian"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "Guardian_userId_position_key" ON "Guardian"("userId", "position");

-- AddForeignKey
ALTER TABLE "Guardian" ADD CONSTRAINT "Guardian_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorisedAdult" ADD CONSTRAINT "AuthorisedAdult_childId_fkey" FOREIGN KEY ("childId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

