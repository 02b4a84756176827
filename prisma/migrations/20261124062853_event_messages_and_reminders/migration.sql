-- CreateEnum
CREATE TYPE "MessageAudience" AS ENUM ('all', 'checked_in', 'not_checked_in');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "reminderHours" INTEGER DEFAULT 24,
ADD COLUMN     "reminderSentFor" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "EventMessage" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "audience" "MessageAudience" NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "bodyHtml" TEXT NOT NULL,
    "sendAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventMessageRecipient" (
    "messageId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,

    CONSTRAINT "EventMessageRecipient_pkey" PRIMARY KEY ("messageId","userId")
);

-- CreateIndex
CREATE INDEX "EventMessage_sentAt_sendAt_idx" ON "EventMessage"("sentAt", "sendAt");

-- CreateIndex
CREATE INDEX "EventMessage_eventId_idx" ON "EventMessage"("eventId");

-- CreateIndex
CREATE INDEX "EventMessageRecipient_userId_idx" ON "EventMessageRecipient"("userId");

-- AddForeignKey
ALTER TABLE "EventMessage" ADD CONSTRAINT "EventMessage_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventMessage" ADD CONSTRAINT "EventMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventMessageRecipient" ADD CONSTRAINT "EventMessageRecipient_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "EventMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventMessageRecipient" ADD CONSTRAINT "EventMessageRecipient_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

