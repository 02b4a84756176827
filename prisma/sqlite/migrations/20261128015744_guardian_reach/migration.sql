-- AlterTable
ALTER TABLE "Guardian" ADD COLUMN "invitedById" INTEGER REFERENCES "Guardian" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "AuthorisedAdult" ADD COLUMN "addedById" INTEGER REFERENCES "Guardian" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "Guardian_invitedById_idx" ON "Guardian"("invitedById");

-- CreateIndex
CREATE INDEX "AuthorisedAdult_addedById_idx" ON "AuthorisedAdult"("addedById");
