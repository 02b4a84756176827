import { useTranslation } from '../../lib/i18n';
import type { MemberTicket } from '../../../common/types/member-tickets';

/** The ticket's QR code (an SVG served as an image), on white so scanners read it in dark mode too. */
export function TicketQr({ ticket, size, className = '' }: { ticket: MemberTicket; size: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <img
      src={ticket.qr}
      alt={t('tickets.qrAlt', { event: ticket.event.title })}
      width={size}
      height={size}
      className={`rounded-lg bg-white ${className}`}
      data-ticket-qr=""
    />
  );
}
