/** One measured line of a table: a rate and its latency percentiles. */
export interface Row {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The row every other row of the run is compared with (the bare Express handler). */
  baseline?: boolean;
  /** The bare handler's rate measured in turns with this row: the row is compared with it instead. */
  baselinePerSecond?: number;
}

/** A table of rows measured the same way, with free-form lines printed under it. */
export type Section = RateSection | FigureSection;

/** Sizes or counts read off once (no rate): a name and its figures per column. */
export interface FigureSection {
  title: string;
  unit: 'figures';
  columns: string[];
  rows: { name: string; figures: string[] }[];
  notes?: string[];
}

export interface RateSection {
  title: string;
  unit: 'req/s' | 'ops/s';
  rows: Row[];
  notes?: string[];
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function renderTable(header: string[], lines: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

/** The sections as plain-text tables; request rates are also shown as a share of the baseline. */
export function formatReport(sections: Section[]): string {
  const baseline = sections
    .flatMap((section) => (section.unit === 'figures' ? [] : section.rows))
    .find((row) => row.baseline);
  return sections
    .map((section) => {
      const notes = (section.notes ?? []).map((note) => `  ${note}`);
      if (section.unit === 'figures') {
        const table = renderTable(
          ['Scenario', ...section.columns],
          section.rows.map((row) => [row.name, ...row.figures]),
        );
        return [`\n${section.title}`, table, ...notes].join('\n');
      }
      const relative = section.unit === 'req/s' && baseline !== undefined;
      const header = ['Scenario', section.unit, 'p50 ms', 'p99 ms', ...(relative ? ['vs baseline'] : [])];
      const lines = section.rows.map((row) => [
        row.name,
        number(row.perSecond),
        number(row.p50Ms, 2),
        number(row.p99Ms, 2),
        ...(relative && baseline
          ? [`${number((100 * row.perSecond) / (row.baselinePerSecond ?? baseline.perSecond), 1)}%`]
          : []),
      ]);
      return [`\n${section.title}`, renderTable(header, lines), ...notes].join('\n');
    })
    .join('\n');
}
