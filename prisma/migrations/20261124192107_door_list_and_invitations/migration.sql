-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "checkedInByName" TEXT;

-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN     "doorInvitationId" INTEGER,
ADD COLUMN     "offline" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "scannerName" TEXT;

-- CreateTable
CREATE TABLE "DoorInvitation" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "opensAt" TIMESTAMP(3) NOT NULL,
    "closesAt" TIMESTAMP(3) NOT NULL,
    "createdById" INTEGER NOT NULL,
    "withdrawnAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DoorInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DoorInvitation_tokenHash_key" ON "DoorInvitation"("tokenHash");

-- CreateIndex
CREATE INDEX "DoorInvitation_eventId_idx" ON "DoorInvitation"("eventId");

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_doorInvitationId_fkey" FOREIGN KEY ("doorInvitationId") REFERENCES "DoorInvitation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DoorInvitation" ADD CONSTRAINT "DoorInvitation_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DoorInvitation" ADD CONSTRAINT "DoorInvitation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

