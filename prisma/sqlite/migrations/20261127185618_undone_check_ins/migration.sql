-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN "undoneAt" DATETIME;


-- An undone admission leaves the tally of its entrance, as a deleted one does (door_tallies). A deleted scan
-- that was undone already left it.
CREATE TRIGGER "EntranceTally_for_undone_scan" AFTER UPDATE OF "undoneAt" ON "CheckIn"
WHEN OLD."undoneAt" IS NULL AND NEW."undoneAt" IS NOT NULL AND OLD."outcome" = 'valid' AND OLD."direction" = 'entry'
BEGIN
    UPDATE "EntranceTally" SET "admitted" = "admitted" - 1
    WHERE "eventId" = OLD."eventId" AND "entrance" = COALESCE(OLD."entrance", '') AND "slot" = OLD."id" % 32;
END;

DROP TRIGGER "EntranceTally_for_deleted_scan";

CREATE TRIGGER "EntranceTally_for_deleted_scan" AFTER DELETE ON "CheckIn"
WHEN OLD."outcome" = 'valid' AND OLD."direction" = 'entry' AND OLD."undoneAt" IS NULL
BEGIN
    UPDATE "EntranceTally" SET "admitted" = "admitted" - 1
    WHERE "eventId" = OLD."eventId" AND "entrance" = COALESCE(OLD."entrance", '') AND "slot" = OLD."id" % 32;
END;
