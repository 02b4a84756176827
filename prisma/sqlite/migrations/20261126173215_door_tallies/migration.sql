-- CreateTable
CREATE TABLE "EventTally" (
    "eventId" INTEGER NOT NULL PRIMARY KEY,
    "issued" INTEGER NOT NULL DEFAULT 0,
    "checkedIn" INTEGER NOT NULL DEFAULT 0,
    "inside" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "EventTally_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EntranceTally" (
    "eventId" INTEGER NOT NULL,
    "entrance" TEXT NOT NULL,
    "admitted" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("eventId", "entrance"),
    CONSTRAINT "EntranceTally_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);


-- The tallies are kept by triggers, so every write of a ticket or a scan keeps them, whichever code makes it.
-- An active ticket counts as issued, as checked in once it has a check-in, and as inside while it is.
CREATE TRIGGER "EventTally_for_new_event" AFTER INSERT ON "Event"
BEGIN
    INSERT INTO "EventTally" ("eventId") VALUES (NEW."id");
END;

CREATE TRIGGER "EventTally_for_new_ticket" AFTER INSERT ON "Ticket" WHEN NEW."status" = 'active'
BEGIN
    UPDATE "EventTally" SET "issued" = "issued" + 1,
        "checkedIn" = "checkedIn" + (NEW."checkedInAt" IS NOT NULL), "inside" = "inside" + (NEW."inside" = TRUE)
    WHERE "eventId" = NEW."eventId";
END;

CREATE TRIGGER "EventTally_for_deleted_ticket" AFTER DELETE ON "Ticket" WHEN OLD."status" = 'active'
BEGIN
    UPDATE "EventTally" SET "issued" = "issued" - 1,
        "checkedIn" = "checkedIn" - (OLD."checkedInAt" IS NOT NULL), "inside" = "inside" - (OLD."inside" = TRUE)
    WHERE "eventId" = OLD."eventId";
END;

CREATE TRIGGER "EventTally_for_changed_ticket" AFTER UPDATE OF "status", "checkedInAt", "inside", "eventId" ON "Ticket"
BEGIN
    UPDATE "EventTally" SET "issued" = "issued" - 1,
        "checkedIn" = "checkedIn" - (OLD."checkedInAt" IS NOT NULL), "inside" = "inside" - (OLD."inside" = TRUE)
    WHERE "eventId" = OLD."eventId" AND OLD."status" = 'active';
    UPDATE "EventTally" SET "issued" = "issued" + 1,
        "checkedIn" = "checkedIn" + (NEW."checkedInAt" IS NOT NULL), "inside" = "inside" + (NEW."inside" = TRUE)
    WHERE "eventId" = NEW."eventId" AND NEW."status" = 'active';
END;

CREATE TRIGGER "EntranceTally_for_new_scan" AFTER INSERT ON "CheckIn"
WHEN NEW."outcome" = 'valid' AND NEW."direction" = 'entry'
BEGIN
    INSERT INTO "EntranceTally" ("eventId", "entrance", "admitted") VALUES (NEW."eventId", COALESCE(NEW."entrance", ''), 1)
    ON CONFLICT ("eventId", "entrance") DO UPDATE SET "admitted" = "admitted" + 1;
END;

CREATE TRIGGER "EntranceTally_for_deleted_scan" AFTER DELETE ON "CheckIn"
WHEN OLD."outcome" = 'valid' AND OLD."direction" = 'entry'
BEGIN
    UPDATE "EntranceTally" SET "admitted" = "admitted" - 1
    WHERE "eventId" = OLD."eventId" AND "entrance" = COALESCE(OLD."entrance", '');
END;

-- What is there already.
INSERT INTO "EventTally" ("eventId", "issued", "checkedIn", "inside")
SELECT e."id",
       (SELECT COUNT(*) FROM "Ticket" t WHERE t."eventId" = e."id" AND t."status" = 'active'),
       (SELECT COUNT(*) FROM "Ticket" t WHERE t."eventId" = e."id" AND t."status" = 'active' AND t."checkedInAt" IS NOT NULL),
       (SELECT COUNT(*) FROM "Ticket" t WHERE t."eventId" = e."id" AND t."status" = 'active' AND t."inside" = TRUE)
FROM "Event" e;

INSERT INTO "EntranceTally" ("eventId", "entrance", "admitted")
SELECT "eventId", COALESCE("entrance", ''), COUNT(*) FROM "CheckIn"
WHERE "outcome" = 'valid' AND "direction" = 'entry'
GROUP BY "eventId", COALESCE("entrance", '');
