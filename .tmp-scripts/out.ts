import ts from 'typescript';
import { readdirSync, statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
function walk(d: string): string[] { return readdirSync(d).flatMap((f) => { const p = join(d, f); return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : []; }); }
for (const file of walk('server/features')) {
  if (/routes?\.ts$|index\.ts$/.test(file)) continue;
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  sf.forEachChild((n) => {
    if (ts.isFunctionDeclaration(n) && n.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      const ps = n.parameters;
      const first = ps[0]?.type?.getText(sf) ?? '';
      const ctxFirst = /AppContext|DataAccess|Context\b/.test(first);
      const dbFirst = /^(Database|Client|Prisma\.TransactionClient|Tx|DatabaseProvider|Request|AuditClient)/.test(first) || /Database/.test(first);
      if ((ctxFirst && ps.length > 2) || (dbFirst && !ctxFirst))
        console.log(`${file}:${n.name?.text}(${ps.map((p) => (ts.isObjectBindingPattern(p.name) ? '{…}' : p.name.getText(sf)) + ':' + (p.type?.getText(sf) ?? '').replace(/\s+/g,' ').slice(0, 30)).join(', ')})`);
    }
  });
}
