-- CreateEnum
CREATE TYPE "PhotoConsent" AS ENUM ('full', 'internal', 'none');

-- CreateTable
CREATE TABLE "CareInfo" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "allergies" TEXT NOT NULL DEFAULT '',
    "medicalNotes" TEXT NOT NULL DEFAULT '',
    "photoConsent" "PhotoConsent" NOT NULL DEFAULT 'internal',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CareInfo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmergencyContact" (
    "id" SERIAL NOT NULL,
    "careInfoId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "relationship" TEXT NOT NULL,

    CONSTRAINT "EmergencyContact_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CareInfo_userId_key" ON "CareInfo"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "EmergencyContact_careInfoId_position_key" ON "EmergencyContact"("careInfoId", "position");

-- AddForeignKey
ALTER TABLE "CareInfo" ADD CONSTRAINT "CareInfo_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmergencyContact" ADD CONSTRAINT "EmergencyContact_careInfoId_fkey" FOREIGN KEY ("careInfoId") REFERENCES "CareInfo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

