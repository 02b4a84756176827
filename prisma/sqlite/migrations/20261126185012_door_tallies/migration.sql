-- CreateTable
CREATE TABLE "EventTally" (
    "eventId" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,
    "issued" INTEGER NOT NULL DEFAULT 0,
    "checkedIn" INTEGER NOT NULL DEFAULT 0,
    "inside" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("eventId", "slot"),
    CONSTRAINT "EventTally_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EntranceTally" (
    "eventId" INTEGER NOT NULL,
    "entrance" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "admitted" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("eventId", "entrance", "slot"),
    CONSTRAINT "EntranceTally_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);


-- The tallies are kept by triggers, so every write of a ticket or a scan keeps them, whichever code makes it.
-- An active ticket counts as issued, as checked in once it has a check-in, and as inside while it is,
-- in the slot of its event given by its id modulo 32 (see the schema).
CREATE TRIGGER "EventTally_for_new_ticket" AFTER INSERT ON "Ticket" WHEN NEW."status" = 'active'
BEGIN
    INSERT INTO "EventTally" ("eventId", "slot", "issued", "checkedIn", "inside")
    VALUES (NEW."eventId", NEW."id" % 32, 1, NEW."checkedInAt" IS NOT NULL, NEW."inside" = TRUE)
    ON CONFLICT ("eventId", "slot") DO UPDATE SET "issued" = "issued" + 1,
        "checkedIn" = "checkedIn" + excluded."checkedIn", "inside" = "inside" + excluded."inside";
END;

CREATE TRIGGER "EventTally_for_deleted_ticket" AFTER DELETE ON "Ticket" WHEN OLD."status" = 'active'
BEGIN
    UPDATE "EventTally" SET "issued" = "issued" - 1,
        "checkedIn" = "checkedIn" - (OLD."checkedInAt" IS NOT NULL), "inside" = "inside" - (OLD."inside" = TRUE)
    WHERE "eventId" = OLD."eventId" AND "slot" = OLD."id" % 32;
END;

CREATE TRIGGER "EventTally_for_ticket_before_change" AFTER UPDATE OF "status", "checkedInAt", "inside", "eventId" ON "Ticket"
WHEN OLD."status" = 'active'
BEGIN
    UPDATE "EventTally" SET "issued" = "issued" - 1,
        "checkedIn" = "checkedIn" - (OLD."checkedInAt" IS NOT NULL), "inside" = "inside" - (OLD."inside" = TRUE)
    WHERE "eventId" = OLD."eventId" AND "slot" = OLD."id" % 32;
END;

CREATE TRIGGER "EventTally_for_ticket_after_change" AFTER UPDATE OF "status", "checkedInAt", "inside", "eventId" ON "Ticket"
WHEN NEW."status" = 'active'
BEGIN
    INSERT INTO "EventTally" ("eventId", "slot", "issued", "checkedIn", "inside")
    VALUES (NEW."eventId", NEW."id" % 32, 1, NEW."checkedInAt" IS NOT NULL, NEW."inside" = TRUE)
    ON CONFLICT ("eventId", "slot") DO UPDATE SET "issued" = "issued" + 1,
        "checkedIn" = "checkedIn" + excluded."checkedIn", "inside" = "inside" + excluded."inside";
END;

CREATE TRIGGER "EntranceTally_for_new_scan" AFTER INSERT ON "CheckIn"
WHEN NEW."outcome" = 'valid' AND NEW."direction" = 'entry'
BEGIN
    INSERT INTO "EntranceTally" ("eventId", "entrance", "slot", "admitted")
    VALUES (NEW."eventId", COALESCE(NEW."entrance", ''), NEW."id" % 32, 1)
    ON CONFLICT ("eventId", "entrance", "slot") DO UPDATE SET "admitted" = "admitted" + 1;
END;

CREATE TRIGGER "EntranceTally_for_deleted_scan" AFTER DELETE ON "CheckIn"
WHEN OLD."outcome" = 'valid' AND OLD."direction" = 'entry'
BEGIN
    UPDATE "EntranceTally" SET "admitted" = "admitted" - 1
    WHERE "eventId" = OLD."eventId" AND "entrance" = COALESCE(OLD."entrance", '') AND "slot" = OLD."id" % 32;
END;

-- What is there already.
INSERT INTO "EventTally" ("eventId", "slot", "issued", "checkedIn", "inside")
SELECT "eventId", "id" % 32, COUNT(*), COUNT("checkedInAt"), COUNT(CASE WHEN "inside" = TRUE THEN 1 END)
FROM "Ticket" WHERE "status" = 'active'
GROUP BY "eventId", "id" % 32;

INSERT INTO "EntranceTally" ("eventId", "entrance", "slot", "admitted")
SELECT "eventId", COALESCE("entrance", ''), "id" % 32, COUNT(*) FROM "CheckIn"
WHERE "outcome" = 'valid' AND "direction" = 'entry'
GROUP BY "eventId", COALESCE("entrance", ''), "id" % 32;
