-- CreateEnum
CREATE TYPE "DoorDirection" AS ENUM ('entry', 'exit');

-- CreateEnum
CREATE TYPE "ScanMethod" AS ENUM ('code', 'manual');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "CheckInOutcome" ADD VALUE 'not_inside';
ALTER TYPE "CheckInOutcome" ADD VALUE 'location_full';

-- AlterTable
ALTER TABLE "Location" ADD COLUMN     "capacityIsHardLimit" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "inside" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN     "direction" "DoorDirection" NOT NULL DEFAULT 'entry',
ADD COLUMN     "entrance" TEXT,
ADD COLUMN     "method" "ScanMethod" NOT NULL DEFAULT 'code';

