-- CreateTable
CREATE TABLE "EventTally" (
    "eventId" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,
    "issued" INTEGER NOT NULL DEFAULT 0,
    "checkedIn" INTEGER NOT NULL DEFAULT 0,
    "inside" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EventTally_pkey" PRIMARY KEY ("eventId","slot")
);

-- CreateTable
CREATE TABLE "EntranceTally" (
    "eventId" INTEGER NOT NULL,
    "entrance" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "admitted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EntranceTally_pkey" PRIMARY KEY ("eventId","entrance","slot")
);

-- AddForeignKey
ALTER TABLE "EventTally" ADD CONSTRAINT "EventTally_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntranceTally" ADD CONSTRAINT "EntranceTally_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The tallies are kept by triggers, so every write of a ticket or a scan keeps them, whichever code makes it.
-- An active ticket counts as issued, as checked in once it has a check-in, and as inside while it is,
-- in the slot of its event given by its id modulo 32 (see the schema).
-- Prisma applies a migration through its driver adapter, which splits the script at every semicolon: so
-- the functions' bodies are escaped strings, with \073 for each semicolon, and no comment holds one.
CREATE FUNCTION "event_tally_for_ticket"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP <> ''INSERT'' AND OLD."status" = ''active'' THEN
        UPDATE "EventTally" SET "issued" = "issued" - 1,
            "checkedIn" = "checkedIn" - (OLD."checkedInAt" IS NOT NULL)::int, "inside" = "inside" - OLD."inside"::int
        WHERE "eventId" = OLD."eventId" AND "slot" = OLD."id" % 32\073
    END IF\073
    IF TG_OP <> ''DELETE'' AND NEW."status" = ''active'' THEN
        INSERT INTO "EventTally" ("eventId", "slot", "issued", "checkedIn", "inside")
        VALUES (NEW."eventId", NEW."id" % 32, 1, (NEW."checkedInAt" IS NOT NULL)::int, NEW."inside"::int)
        ON CONFLICT ("eventId", "slot") DO UPDATE SET "issued" = "EventTally"."issued" + 1,
            "checkedIn" = "EventTally"."checkedIn" + EXCLUDED."checkedIn", "inside" = "EventTally"."inside" + EXCLUDED."inside"\073
    END IF\073
    RETURN NULL\073
END
';

CREATE TRIGGER "EventTally_for_ticket" AFTER INSERT OR DELETE OR UPDATE OF "status", "checkedInAt", "inside", "eventId"
ON "Ticket" FOR EACH ROW EXECUTE FUNCTION "event_tally_for_ticket"();

CREATE FUNCTION "entrance_tally_for_scan"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP = ''INSERT'' THEN
        INSERT INTO "EntranceTally" ("eventId", "entrance", "slot", "admitted")
        VALUES (NEW."eventId", COALESCE(NEW."entrance", ''''), NEW."id" % 32, 1)
        ON CONFLICT ("eventId", "entrance", "slot") DO UPDATE SET "admitted" = "EntranceTally"."admitted" + 1\073
    ELSE
        UPDATE "EntranceTally" SET "admitted" = "admitted" - 1
        WHERE "eventId" = OLD."eventId" AND "entrance" = COALESCE(OLD."entrance", '''') AND "slot" = OLD."id" % 32\073
    END IF\073
    RETURN NULL\073
END
';

CREATE TRIGGER "EntranceTally_for_new_scan" AFTER INSERT ON "CheckIn"
FOR EACH ROW WHEN (NEW."outcome" = 'valid' AND NEW."direction" = 'entry') EXECUTE FUNCTION "entrance_tally_for_scan"();

CREATE TRIGGER "EntranceTally_for_deleted_scan" AFTER DELETE ON "CheckIn"
FOR EACH ROW WHEN (OLD."outcome" = 'valid' AND OLD."direction" = 'entry') EXECUTE FUNCTION "entrance_tally_for_scan"();

-- What is there already.
INSERT INTO "EventTally" ("eventId", "slot", "issued", "checkedIn", "inside")
SELECT "eventId", "id" % 32, COUNT(*), COUNT("checkedInAt"), COUNT(CASE WHEN "inside" THEN 1 END)
FROM "Ticket" WHERE "status" = 'active'
GROUP BY "eventId", "id" % 32;

INSERT INTO "EntranceTally" ("eventId", "entrance", "slot", "admitted")
SELECT "eventId", COALESCE("entrance", ''), "id" % 32, COUNT(*) FROM "CheckIn"
WHERE "outcome" = 'valid' AND "direction" = 'entry'
GROUP BY "eventId", COALESCE("entrance", ''), "id" % 32;
