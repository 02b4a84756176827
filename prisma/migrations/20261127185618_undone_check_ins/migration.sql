-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN     "undoneAt" TIMESTAMP(3);


-- An undone admission leaves the tally of its entrance, as a deleted one does (door_tallies). A deleted scan
-- that was undone already left it.
CREATE TRIGGER "EntranceTally_for_undone_scan" AFTER UPDATE OF "undoneAt" ON "CheckIn"
FOR EACH ROW WHEN (OLD."undoneAt" IS NULL AND NEW."undoneAt" IS NOT NULL AND OLD."outcome" = 'valid' AND OLD."direction" = 'entry')
EXECUTE FUNCTION "entrance_tally_for_scan"();

DROP TRIGGER "EntranceTally_for_deleted_scan" ON "CheckIn";

CREATE TRIGGER "EntranceTally_for_deleted_scan" AFTER DELETE ON "CheckIn"
FOR EACH ROW WHEN (OLD."outcome" = 'valid' AND OLD."direction" = 'entry' AND OLD."undoneAt" IS NULL)
EXECUTE FUNCTION "entrance_tally_for_scan"();
