-- AlterTable
ALTER TABLE "Location" ADD COLUMN     "derivedVersion" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "descriptionHtml" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "derivedVersion" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "descriptionHtml" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "bodyExcerpt" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "bodyHtml" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "derivedVersion" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "readingMinutes" INTEGER NOT NULL DEFAULT 1;

