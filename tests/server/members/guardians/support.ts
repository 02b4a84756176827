// A minor with a guardian, the guardian's mail, and a guest's browser on the consent page.
import request from 'supertest';
import { expect } from 'vitest';
import type { GuardianConsentProps } from '../../../../common/types/guardian-consent.js';
import { linkIn, type ReadMail } from '../../../support/mailbox.js';
import { pageAt, signedIn, submit, type Agent } from '../../../support/member-session.js';
import type { TestApp } from '../../../support/test-app.js';

export { pageAt, submit, type Agent };

let sequence = 0;

/** A member aged `age` today who names a guardian in their settings, as they would. */
export async function minorWithGuardian(testApp: TestApp, age = 14) {
  sequence += 1;
  const now = testApp.clock.now;
  const birthDate = new Date(Date.UTC(now.getUTCFullYear() - age, 0, 1));
  const { user, agent } = await signedIn(testApp, { birthDate, name: `Kid ${sequence}` });
  const guardianEmail = `parent-${sequence}@example.test`;
  await submit(agent, 'put', '/settings/guardian', {
    name: `Parent ${sequence}`,
    email: guardianEmail,
    phone: '+31 6 12345678',
    relationship: 'parent',
  }).expect(303);
  return { minor: user, agent, guardianEmail };
}

/** The guardian's newest mail with this subject. */
export async function mailWith(testApp: TestApp, address: string, subject: RegExp): Promise<ReadMail> {
  const mails = (await testApp.mailTo(address)).filter((mail) => subject.test(mail.subject));
  expect(mails.length).toBeGreaterThan(0);
  return mails[mails.length - 1]!;
}

/** The path of the consent link in the guardian's newest request. */
export async function consentLink(testApp: TestApp, address: string): Promise<string> {
  return new URL(linkIn(await mailWith(testApp, address, /^Consent for /), '/guardian-consent/')).pathname;
}

/** A guest's browser (no account) that opened the page at `path`, so it holds the CSRF token. */
export async function guardianBrowser(testApp: TestApp, path: string): Promise<Agent> {
  const agent = request.agent(testApp.app);
  await agent.get(path);
  return agent;
}

export async function consentPage(testApp: TestApp, agent: Agent, path: string) {
  return pageAt<GuardianConsentProps>(testApp, agent, path);
}

/** Opens the link as the guardian and answers it. */
export async function answer(testApp: TestApp, path: string, decision: 'confirm' | 'decline') {
  const agent = await guardianBrowser(testApp, path);
  await submit(agent, 'post', path, { decision }).expect(303).expect('Location', path);
  return agent;
}
