import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolvePage } from '../../resources/lib/resolve-page';
import type { GuardianView, PhoneView } from '../../common/types/settings';
import { member, renderPage } from './support/render-page';

async function show(name: string, props: Record<string, unknown>) {
  renderPage(name, await resolvePage(name), props, { auth: { user: member } });
}

const dutchPhone: PhoneView = {
  e164: '+31612345678',
  national: '06 12345678',
  international: '+31 6 12345678',
  country: 'NL',
};
const guardian: GuardianView = {
  name: 'Pat Parent',
  email: 'pat@example.test',
  phone: dutchPhone,
  relationship: 'legal_guardian',
  consent: { state: 'pending', at: '2026-06-15T10:00:00.000Z' },
};

describe('settings pages', () => {
  it("settings/Profile fills in the member's details, offers a new verification link when unverified, and asks a password to delete", async () => {
    await show('settings/Profile', {
      profile: { name: 'Ada Lovelace', email: 'ada@example.test', emailVerified: false },
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.test');
    expect(screen.getByRole('button', { name: 'Send the verification link again' })).toBeVisible();
    const deletion = screen.getByRole('region', { name: 'Delete account' });
    const password = within(deletion).getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(deletion).getByRole('button', { name: 'Delete account' })).toBeVisible();
  });

  it('settings/Profile has no verification prompt for a verified address', async () => {
    await show('settings/Profile', { profile: { name: 'Ada', email: 'ada@example.test', emailVerified: true } });

    expect(screen.queryByRole('button', { name: 'Send the verification link again' })).toBeNull();
  });

  it('settings/Password has three empty password fields', async () => {
    await show('settings/Password', {});

    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      expect(field.type).toBe('password');
      expect(field.value).toBe('');
    }
  });

  it('settings/Phone shows the number in national format with its country, and offers to remove it', async () => {
    await show('settings/Phone', { phone: dutchPhone });

    expect(screen.getByText('06 12345678 (Netherlands)')).toBeVisible();
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+31 6 12345678');
    expect(screen.getByRole('button', { name: 'Remove phone number' })).toBeVisible();
  });

  it('settings/Phone without a number says so and has nothing to remove', async () => {
    await show('settings/Phone', { phone: null });

    expect(screen.getByText('You have not added a phone number.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove phone number' })).toBeNull();
  });

  it('settings/Guardian tells a minor a guardian is required, shows their consent waiting and offers no removal', async () => {
    await show('settings/Guardian', {
      guardian,
      required: true,
      secondGuardian: null,
      collectors: [{ name: 'Cora Collector', phone: dutchPhone, relationship: 'aunt' }],
    });
    expect(screen.getByText(/Cora Collector/)).toBeVisible();

    expect(screen.getByText(/You are under 18, so a guardian must be on file/)).toBeVisible();
    const onFile = screen.getByRole('region', { name: 'Guardian on file' });
    expect(within(onFile).getByText('Legal guardian')).toBeVisible();
    expect(within(onFile).getByText('06 12345678 (Netherlands)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove guardian' })).toBeNull();
    // The consent is the guardian's: the minor sees its state and may send the request again, never tick it.
    expect(within(onFile).getByText(/Waiting for your guardian since/)).toBeVisible();
    expect(within(onFile).getByRole('button', { name: 'Send the request to my guardian again' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const change = screen.getByRole('region', { name: 'Change guardian' });
    expect(within(change).getByText(/we tell the guardian you replace/)).toBeVisible();
  });

  it('settings/Guardian lets an adult remove their guardian and labels every field', async () => {
    await show('settings/Guardian', { guardian, required: false, secondGuardian: null, collectors: [] });

    expect(screen.getByText(/For you it is optional/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove guardian' })).toBeVisible();
    const relationship = within(screen.getByRole('group', { name: 'Relationship to you' }));
    expect(relationship.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Parent',
      'Legal guardian',
      'Other',
    ]);
    expect((relationship.getByLabelText('Legal guardian') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Guardian's phone number") as HTMLInputElement).type).toBe('tel');
  });
});
