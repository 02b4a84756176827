/** Permission names grouped by the part before the first dot: `events.manage` → `events`. */
export function groupPermissions(names: readonly string[]): [group: string, names: string[]][] {
  const groups = new Map<string, string[]>();
  for (const name of [...names].sort()) {
    const group = name.split('.')[0] ?? name;
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  return [...groups.entries()];
}
