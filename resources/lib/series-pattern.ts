import type { SeriesPattern } from '../../common/types/series';
import { weekdayName } from './format-date';
import type { Translate } from './i18n';

const ORDINALS = [
  'series.ordinals.1',
  'series.ordinals.2',
  'series.ordinals.3',
  'series.ordinals.4',
  'series.ordinals.5',
] as const;

/** How a series repeats, in words: "every Tuesday", "every 2 weeks on Tuesday", "monthly on the last Friday". */
export function seriesPatternText(pattern: SeriesPattern, t: Translate): string {
  const weekday = weekdayName(pattern.weekday);
  if (pattern.frequency === 'monthly') {
    const ordinal = t(ORDINALS[Math.min(5, Math.max(1, pattern.ordinal ?? 1)) - 1]!);
    return t('series.monthly', { ordinal, weekday });
  }
  return pattern.interval > 1
    ? t('series.everyWeeks', { interval: pattern.interval, weekday })
    : t('series.weekly', { weekday });
}
