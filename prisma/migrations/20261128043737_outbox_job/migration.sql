-- CreateTable
CREATE TABLE "OutboxJob" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OutboxJob_key_key" ON "OutboxJob"("key");

-- CreateIndex
CREATE INDEX "OutboxJob_createdAt_idx" ON "OutboxJob"("createdAt");

