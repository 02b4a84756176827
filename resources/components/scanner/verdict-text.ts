import { formatDate, formatDateTime, formatTimeOfDay } from '../../lib/format-date';
import type { Translate } from '../../lib/i18n';
import type { ScanEntry, ScanResult } from '../../lib/scanner/scan-results';
import type { ScanVerdict } from '../../../common/types/scanner';

/** When a scan happened, on the organisation's clock, for the recent list and the sync reports. */
export const scanTime = formatTimeOfDay;

/** The headline and the sentence the door person reads for a server verdict. */
export function verdictText(verdict: ScanVerdict, t: Translate): { title: string; detail: string } {
  switch (verdict.outcome) {
    case 'valid':
      return verdict.direction === 'exit'
        ? {
            title: t('scanner.verdict.exitValid'),
            detail: t('scanner.verdict.exitDetail', { name: verdict.attendeeName }),
          }
        : { title: t('scanner.verdict.valid'), detail: verdict.attendeeName };
    case 'not_inside':
      return {
        title: t('scanner.verdict.notInside'),
        detail: t('scanner.verdict.notInsideDetail', { name: verdict.attendeeName }),
      };
    case 'location_full':
      return {
        title: t('scanner.verdict.locationFull'),
        detail: t('scanner.verdict.locationFullDetail', { name: verdict.attendeeName }),
      };
    case 'already_checked_in': {
      const replacements = {
        name: verdict.attendeeName,
        time: formatDateTime(verdict.checkedInAt),
        by: verdict.checkedInBy ?? '',
      };
      const detail = verdict.checkedInBy
        ? t('scanner.verdict.alreadyDetail', replacements)
        : t('scanner.verdict.alreadyDetailNobody', replacements);
      return { title: t('scanner.verdict.already'), detail };
    }
    case 'wrong_event':
      return {
        title: t('scanner.verdict.wrongEvent'),
        detail: t('scanner.verdict.wrongEventDetail', {
          title: verdict.event.title,
          date: formatDate(verdict.event.startsAt),
        }),
      };
    case 'cancelled':
      return {
        title: t('scanner.verdict.cancelled'),
        detail: t('scanner.verdict.cancelledDetail', { name: verdict.attendeeName }),
      };
    case 'event_cancelled':
      return {
        title: t('scanner.verdict.eventCancelled'),
        detail: t('scanner.verdict.eventCancelledDetail', { name: verdict.attendeeName }),
      };
    case 'door_closed':
      return {
        title: t('scanner.verdict.doorClosed'),
        detail: t('scanner.verdict.doorClosedDetail', { name: verdict.attendeeName }),
      };
    case 'unknown':
      return { title: t('scanner.verdict.unknown'), detail: t('scanner.verdict.unknownDetail') };
  }
}

/** Headline and sentence for any scan: judged by the server, on this device while offline, or not at all. */
export function entryText(entry: ScanEntry, t: Translate): { title: string; detail: string } {
  if (entry.verdict) return verdictText(entry.verdict, t);
  const { result } = entry;
  if (result.kind === 'offline') {
    const name = result.listed?.name;
    switch (result.judgement) {
      case 'accepted':
        if (result.direction === 'exit')
          return {
            title: t('scanner.verdict.exitValid'),
            detail: t('scanner.verdict.offlineExitDetail', { name: name ?? t('scanner.verdict.unlisted') }),
          };
        return {
          title: t('scanner.verdict.offlineAccepted'),
          detail: name
            ? t('scanner.verdict.offlineAcceptedName', { name })
            : t('scanner.verdict.offlineAcceptedDetail'),
        };
      case 'already_accepted':
        return {
          title: t('scanner.verdict.offlineAlready'),
          detail: name ? t('scanner.verdict.offlineAlreadyName', { name }) : t('scanner.verdict.offlineAlreadyDetail'),
        };
      case 'cancelled':
        return {
          title: t('scanner.verdict.cancelled'),
          detail: t('scanner.verdict.cancelledDetail', { name: name ?? '' }),
        };
      case 'wrong_event':
        return { title: t('scanner.verdict.wrongEvent'), detail: t('scanner.verdict.offlineWrongEventDetail') };
      case 'unknown':
        return { title: t('scanner.verdict.unknown'), detail: t('scanner.verdict.unknownDetail') };
    }
  }
  if (result.kind === 'failed') {
    const keys = {
      session: ['scanner.verdict.failedSession', 'scanner.verdict.failedSessionDetail'],
      ended: ['scanner.verdict.accessEnded', 'scanner.verdict.accessEndedDetail'],
      server: ['scanner.verdict.failedServer', 'scanner.verdict.failedServerDetail'],
    } as const;
    const [title, detail] = keys[result.reason];
    return { title: t(title), detail: t(detail) };
  }
  return { title: t(`scanner.outcomes.${result.outcome}`), detail: entry.attendeeName ?? '' };
}

/** The short label of a scan in the recent list. */
export function resultLabel(result: ScanResult, t: Translate): string {
  if (result.kind === 'server') return t(`scanner.outcomes.${result.outcome}`);
  if (result.kind === 'offline') return t(`scanner.offlineOutcomes.${result.judgement}`);
  return t('scanner.failed');
}
