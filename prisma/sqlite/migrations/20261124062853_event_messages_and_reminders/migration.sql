-- AlterTable
ALTER TABLE "Event" ADD COLUMN "reminderHours" INTEGER DEFAULT 24;
ALTER TABLE "Event" ADD COLUMN "reminderSentFor" DATETIME;

-- CreateTable
CREATE TABLE "EventMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "audience" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "bodyHtml" TEXT NOT NULL,
    "sendAt" DATETIME NOT NULL,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EventMessage_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EventMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventMessageRecipient" (
    "messageId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,

    PRIMARY KEY ("messageId", "userId"),
    CONSTRAINT "EventMessageRecipient_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "EventMessage" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EventMessageRecipient_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "EventMessage_sentAt_sendAt_idx" ON "EventMessage"("sentAt", "sendAt");

-- CreateIndex
CREATE INDEX "EventMessage_eventId_idx" ON "EventMessage"("eventId");

-- CreateIndex
CREATE INDEX "EventMessageRecipient_userId_idx" ON "EventMessageRecipient"("userId");

