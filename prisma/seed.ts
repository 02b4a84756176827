// Built-in roles and permissions (always, idempotent) and demo content (first run only).
// Run by `npm start` through server/main.ts, or on its own with `npm run db:seed`.
import type { Database } from '../server/db.js';
import { hashPassword } from '../server/features/auth/service.js';
import { ADMIN_ROLE } from '../server/features/members/index.js';
import { PERMISSIONS, type PermissionName } from '../common/permissions.js';
import { demoContent } from './seed-content.js';

const PERMISSION_DESCRIPTIONS: Record<PermissionName, string> = {
  'blog.manage': 'Write, publish and delete blog posts',
  'events.manage': 'Plan events and see their attendees',
  'tickets.scan': 'Scan tickets at the door',
  'locations.manage': 'Manage locations and post codes',
  'users.manage': 'Manage member accounts',
  'roles.manage': 'Manage roles and permissions',
  'system.manage': 'Watch the job queue: retry or discard failed work',
  'audit.view': 'Read the audit log',
};

const BUILT_IN_ROLES: { name: string; description: string; permissions: PermissionName[] }[] = [
  { name: ADMIN_ROLE, description: 'Everything, including permissions added later', permissions: [] },
  { name: 'editor', description: 'Writes the blog', permissions: [PERMISSIONS.blogManage] },
  {
    name: 'event-manager',
    description: 'Runs events and their venues',
    permissions: [PERMISSIONS.eventsManage, PERMISSIONS.ticketsScan, PERMISSIONS.locationsManage],
  },
  { name: 'door', description: 'Checks tickets at the door', permissions: [PERMISSIONS.ticketsScan] },
];

export async function seedBuiltIns(db: Database): Promise<void> {
  for (const [name, description] of Object.entries(PERMISSION_DESCRIPTIONS)) {
    await db.permission.upsert({
      where: { name },
      create: { name, description, builtIn: true },
      update: { builtIn: true },
    });
  }
  for (const role of BUILT_IN_ROLES) {
    const saved = await db.role.upsert({
      where: { name: role.name },
      create: { name: role.name, description: role.description, builtIn: true },
      update: { builtIn: true },
    });
    for (const permissionName of role.permissions) {
      const permission = await db.permission.findUniqueOrThrow({ where: { name: permissionName } });
      await db.rolePermission.upsert({
        where: { roleId_permissionId: { roleId: saved.id, permissionId: permission.id } },
        create: { roleId: saved.id, permissionId: permission.id },
        update: {},
      });
    }
  }
}

export interface SeedOptions {
  admin: { email: string; password: string };
  now: Date;
  /** Where demo posts' cover images go (UPLOAD_DIR); without it, the demo posts have no cover. */
  uploadDir?: string;
  /** The organisation's clock (APP_TIMEZONE), on which the demo series repeats. */
  timeZone?: string;
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<{ demoContent: boolean }> {
  await seedBuiltIns(db);
  if ((await db.user.count()) > 0) return { demoContent: false };
  const adminRole = await db.role.findUniqueOrThrow({ where: { name: ADMIN_ROLE } });
  const admin = await db.user.create({
    data: {
      name: 'Demo Admin',
      email: options.admin.email.toLowerCase(),
      emailVerifiedAt: options.now,
      passwordHash: await hashPassword(options.admin.password),
      roles: { create: { roleId: adminRole.id } },
    },
  });
  await demoContent(db, {
    authorId: admin.id,
    now: options.now,
    uploadDir: options.uploadDir,
    timeZone: options.timeZone ?? 'UTC',
  });
  return { demoContent: true };
}

// `npm run db:seed` only: bundled into the server, this module's URL is the bundle's, which is also the
// script Node runs (in every cluster worker too), and the seed would run before the migrations.
if (import.meta.url.endsWith('/prisma/seed.ts') && import.meta.url === `file://${process.argv[1]}`) {
  const { loadConfig } = await import('../server/config.js');
  const { connectDatabase } = await import('../server/db.js');
  const config = loadConfig();
  const { db, close } = await connectDatabase(config.databaseUrl);
  const result = await seedDatabase(db, {
    admin: config.seedAdmin,
    now: new Date(),
    uploadDir: config.uploadDir,
    timeZone: config.timeZone,
  });
  console.log(
    result.demoContent ? 'Seeded built-ins and demo content.' : 'Built-ins up to date; demo content already there.',
  );
  await close();
}
