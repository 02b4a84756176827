-- CreateTable
CREATE TABLE "AuthorisedAdult" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "childId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "relationship" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AuthorisedAdult_childId_fkey" FOREIGN KEY ("childId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerifiedAt" DATETIME,
    "pendingEmail" TEXT,
    "passwordHash" TEXT NOT NULL,
    "birthDate" DATETIME,
    "phone" TEXT,
    "postCodeId" INTEGER,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "calendarToken" TEXT,
    "managed" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "User_postCodeId_fkey" FOREIGN KEY ("postCodeId") REFERENCES "PostCode" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_User" ("birthDate", "calendarToken", "createdAt", "deletedAt", "email", "emailVerifiedAt", "id", "name", "passwordHash", "pendingEmail", "phone", "postCodeId", "sessionVersion", "updatedAt") SELECT "birthDate", "calendarToken", "createdAt", "deletedAt", "email", "emailVerifiedAt", "id", "name", "passwordHash", "pendingEmail", "phone", "postCodeId", "sessionVersion", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_calendarToken_key" ON "User"("calendarToken");
CREATE TABLE "new_Guardian" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "accountId" INTEGER,
    "doorNotices" BOOLEAN NOT NULL DEFAULT false,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "relationship" TEXT NOT NULL,
    "consentState" TEXT NOT NULL DEFAULT 'pending',
    "consentStateAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "consentAddress" TEXT,
    "consentMethod" TEXT,
    "consentTokenHash" TEXT,
    "consentTokenExpiresAt" DATETIME,
    "revokeTokenHash" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Guardian_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Guardian_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Guardian" ("consentAddress", "consentMethod", "consentState", "consentStateAt", "consentTokenExpiresAt", "consentTokenHash", "createdAt", "email", "id", "name", "phone", "relationship", "revokeTokenHash", "updatedAt", "userId") SELECT "consentAddress", "consentMethod", "consentState", "consentStateAt", "consentTokenExpiresAt", "consentTokenHash", "createdAt", "email", "id", "name", "phone", "relationship", "revokeTokenHash", "updatedAt", "userId" FROM "Guardian";
DROP TABLE "Guardian";
ALTER TABLE "new_Guardian" RENAME TO "Guardian";
CREATE UNIQUE INDEX "Guardian_consentTokenHash_key" ON "Guardian"("consentTokenHash");
CREATE UNIQUE INDEX "Guardian_revokeTokenHash_key" ON "Guardian"("revokeTokenHash");
CREATE INDEX "Guardian_accountId_idx" ON "Guardian"("accountId");
CREATE UNIQUE INDEX "Guardian_userId_position_key" ON "Guardian"("userId", "position");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "AuthorisedAdult_childId_idx" ON "AuthorisedAdult"("childId");

