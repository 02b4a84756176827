import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoorInvitations } from '../../resources/components/event-admin/DoorInvitations';

describe('the door invitations of a cancelled event', () => {
  it('offers no new invitation, and says why', () => {
    const event = { id: 4, startsAt: '2026-06-01T19:00:00.000Z', endsAt: '2026-06-01T22:00:00.000Z' };
    const { rerender } = render(
      <DoorInvitations event={{ ...event, status: 'published' }} invitations={[]} created={null} />,
    );
    expect(screen.getByRole('button', { name: 'Create door invitation' })).toBeInTheDocument();
    rerender(<DoorInvitations event={{ ...event, status: 'cancelled' }} invitations={[]} created={null} />);
    expect(screen.queryByRole('button', { name: 'Create door invitation' })).toBeNull();
    expect(screen.queryByLabelText('Who it is for')).toBeNull();
    expect(
      screen.getByText('This event is cancelled: its door lets nobody in, so it needs no new door invitations.'),
    ).toBeInTheDocument();
  });
});
