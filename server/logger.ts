const LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LEVELS)[number];

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  debug(message: string, detail?: unknown): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => console.log(line)): Logger {
  const enabled = (wanted: LogLevel) => LEVELS.indexOf(wanted) <= LEVELS.indexOf(level);
  const log = (wanted: LogLevel) => (message: string, detail?: unknown) => {
    if (!enabled(wanted)) return;
    const suffix =
      detail instanceof Error ? `\n${detail.stack}` : detail === undefined ? '' : ` ${JSON.stringify(detail)}`;
    write(`[${new Date().toISOString()}] ${wanted.toUpperCase()} ${message}${suffix}`);
  };
  return { error: log('error'), warn: log('warn'), info: log('info'), debug: log('debug') };
}
