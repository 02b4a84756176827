-- AlterTable
ALTER TABLE "Guardian" ADD COLUMN     "invitedById" INTEGER;

-- AlterTable
ALTER TABLE "AuthorisedAdult" ADD COLUMN     "addedById" INTEGER;

-- CreateIndex
CREATE INDEX "Guardian_invitedById_idx" ON "Guardian"("invitedById");

-- CreateIndex
CREATE INDEX "AuthorisedAdult_addedById_idx" ON "AuthorisedAdult"("addedById");

-- AddForeignKey
ALTER TABLE "Guardian" ADD CONSTRAINT "Guardian_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "Guardian"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorisedAdult" ADD CONSTRAINT "AuthorisedAdult_addedById_fkey" FOREIGN KEY ("addedById") REFERENCES "Guardian"("id") ON DELETE CASCADE ON UPDATE CASCADE;

