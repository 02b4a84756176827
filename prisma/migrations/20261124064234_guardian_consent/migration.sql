-- CreateEnum
CREATE TYPE "GuardianConsentState" AS ENUM ('pending', 'confirmed', 'declined', 'revoked');

-- AlterTable
ALTER TABLE "Guardian" DROP COLUMN "consentGivenAt",
ADD COLUMN     "consentAddress" TEXT,
ADD COLUMN     "consentMethod" TEXT,
ADD COLUMN     "consentState" "GuardianConsentState" NOT NULL DEFAULT 'pending',
ADD COLUMN     "consentStateAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "consentTokenExpiresAt" TIMESTAMP(3),
ADD COLUMN     "consentTokenHash" TEXT,
ADD COLUMN     "revokeTokenHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Guardian_consentTokenHash_key" ON "Guardian"("consentTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "Guardian_revokeTokenHash_key" ON "Guardian"("revokeTokenHash");

