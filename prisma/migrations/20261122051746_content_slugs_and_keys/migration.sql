-- CreateEnum
CREATE TYPE "SluggedKind" AS ENUM ('blog_post', 'location', 'event');

-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN     "clientScanId" TEXT;

-- CreateTable
CREATE TABLE "SlugRedirect" (
    "id" SERIAL NOT NULL,
    "kind" "SluggedKind" NOT NULL,
    "slug" TEXT NOT NULL,
    "targetId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SlugRedirect_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServerKey" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServerKey_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "SlugRedirect_kind_targetId_idx" ON "SlugRedirect"("kind", "targetId");

-- CreateIndex
CREATE UNIQUE INDEX "SlugRedirect_kind_slug_key" ON "SlugRedirect"("kind", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "CheckIn_clientScanId_key" ON "CheckIn"("clientScanId");

