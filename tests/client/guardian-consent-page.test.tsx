import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolvePage } from '../../resources/lib/resolve-page';
import type { GuardianConsentProps } from '../../common/types/guardian-consent';
import { renderPage } from './support/render-page';

const TOKEN = 'a'.repeat(43);

async function show(props: GuardianConsentProps) {
  renderPage('guardian/Consent', await resolvePage('guardian/Consent'), props as unknown as Record<string, unknown>, {
    auth: { user: null },
  });
}

const open = {
  status: 'open',
  child: 'Mia Minor',
  guardianName: 'Pat Parent',
  organisation: 'Agora',
  token: TOKEN,
  linksAccount: false,
} as const;

describe('guardian/Consent', () => {
  it('names the child, the organisation and what is consented to, and offers confirm and decline while pending', async () => {
    await show({
      ...open,
      consent: { state: 'pending', at: '2026-06-15T10:00:00.000Z' },
      actions: { decide: true, revoke: false },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Consent for Mia Minor' })).toBeVisible();
    expect(screen.getByText(/Mia Minor has named you as their parent or guardian at Agora/)).toBeVisible();
    const scope = screen.getByRole('region', { name: 'What you consent to' });
    expect(scope.textContent).toMatch(/takes part in events of Agora/);
    expect(scope.textContent).toMatch(/Photos: as set in their care information/);
    expect(scope.textContent).toMatch(/copy of what we mail .* about their tickets and events until they turn 18/);
    expect(screen.getByRole('button', { name: 'I confirm my consent' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'I decline' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw my consent' })).toBeNull();
  });

  it('offers only withdrawal once confirmed', async () => {
    await show({
      ...open,
      consent: { state: 'confirmed', at: '2026-06-15T10:00:00.000Z' },
      actions: { decide: false, revoke: true },
    });

    expect(screen.getByText(/You confirmed your consent on/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Withdraw my consent' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I confirm my consent' })).toBeNull();
  });

  it('says an expired link expired and that the child can ask again', async () => {
    await show({ status: 'expired', child: 'Mia Minor', organisation: 'Agora' });

    expect(screen.getByText(/This link has expired\. Mia Minor can send you a new request/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /confirm|decline|withdraw/i })).toBeNull();
  });

  it('says there is nothing to answer once the child is 18', async () => {
    await show({ status: 'of-age', child: 'Mia Minor', organisation: 'Agora' });

    expect(screen.getByText(/Mia Minor is 18 now and no longer needs your consent/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /confirm|decline|withdraw/i })).toBeNull();
  });
});
