-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN "clientScanId" TEXT;

-- CreateTable
CREATE TABLE "SlugRedirect" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "targetId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ServerKey" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "SlugRedirect_kind_targetId_idx" ON "SlugRedirect"("kind", "targetId");

-- CreateIndex
CREATE UNIQUE INDEX "SlugRedirect_kind_slug_key" ON "SlugRedirect"("kind", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "CheckIn_clientScanId_key" ON "CheckIn"("clientScanId");

