-- CreateEnum
CREATE TYPE "QuestionKind" AS ENUM ('short_text', 'long_text', 'single_choice', 'multiple_choice', 'yes_no');

-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "answers" TEXT NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "EventQuestion" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "kind" "QuestionKind" NOT NULL,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "options" TEXT NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EventQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EventQuestion_eventId_position_idx" ON "EventQuestion"("eventId", "position");

-- AddForeignKey
ALTER TABLE "EventQuestion" ADD CONSTRAINT "EventQuestion_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

