-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Guardian" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
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
    CONSTRAINT "Guardian_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Guardian" ("createdAt", "email", "id", "name", "phone", "relationship", "updatedAt", "userId") SELECT "createdAt", "email", "id", "name", "phone", "relationship", "updatedAt", "userId" FROM "Guardian";
DROP TABLE "Guardian";
ALTER TABLE "new_Guardian" RENAME TO "Guardian";
CREATE UNIQUE INDEX "Guardian_userId_key" ON "Guardian"("userId");
CREATE UNIQUE INDEX "Guardian_consentTokenHash_key" ON "Guardian"("consentTokenHash");
CREATE UNIQUE INDEX "Guardian_revokeTokenHash_key" ON "Guardian"("revokeTokenHash");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

