import { Head, useForm } from '@inertiajs/react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { Notice } from '../../components/ui/Notice';
import { focusIdAfterRender } from '../../lib/focus-after-render';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { GuardianConsentProps } from '../../../common/types/guardian-consent';
import type { PageProps } from '../../../common/types/pages';

type Open = Extract<GuardianConsentProps, { status: 'open' }>;

/** The consent's state: where focus goes once Confirm, Decline or Revoke, which then disappear, are used. */
const STATE_ID = 'consent-state';

function Decision({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useForm({ decision: '' });
  const decide = (decision: 'confirm' | 'decline') => {
    form.transform(() => ({ decision }));
    form.post(routes.guardianConsent.show(token), {
      preserveScroll: true,
      onSuccess: () => focusIdAfterRender(STATE_ID),
    });
  };
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton type="button" form={form} onClick={() => decide('confirm')}>
        {t('guardianConsent.confirm')}
      </SubmitButton>
      <SubmitButton type="button" variant="secondary" form={form} onClick={() => decide('decline')}>
        {t('guardianConsent.decline')}
      </SubmitButton>
    </div>
  );
}

function Revoke({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useForm({});
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('guardianConsent.revokeExplained')}</p>
      <SubmitButton
        type="button"
        variant="secondary"
        form={form}
        onClick={() =>
          form.post(routes.guardianConsent.revoke(token), {
            preserveScroll: true,
            onSuccess: () => focusIdAfterRender(STATE_ID),
          })
        }
      >
        {t('guardianConsent.revoke')}
      </SubmitButton>
    </div>
  );
}

function OpenRequest(props: Open) {
  const { t } = useTranslation();
  const { child, guardianName, organisation, consent, actions, token, linksAccount } = props;
  const items = ['events', 'data', 'photos', 'mail'] as const;
  return (
    <div className="space-y-5">
      <p className="text-gray-700 dark:text-gray-300">{t('guardianConsent.greeting', { name: guardianName })}</p>
      <p className="text-gray-700 dark:text-gray-300">{t('guardianConsent.intro', { child, organisation })}</p>
      <section aria-labelledby="consent-scope">
        <h2 id="consent-scope" className="mb-2 font-semibold text-gray-900 dark:text-white">
          {t('guardianConsent.scopeHeading')}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-gray-700 dark:text-gray-300">
          {items.map((item) => (
            <li key={item}>{t(`guardianConsent.scope.${item}`, { child, organisation })}</li>
          ))}
        </ul>
      </section>
      <Notice tone={consent.state === 'confirmed' ? 'success' : consent.state === 'pending' ? 'info' : 'warning'}>
        <p id={STATE_ID} role="status" tabIndex={-1}>
          {t(`guardianConsent.states.${consent.state}`, { child, date: formatDateTime(consent.at) })}
        </p>
      </Notice>
      {linksAccount && (
        <p className="text-gray-700 dark:text-gray-300">{t('guardianConsent.linksAccount', { child })}</p>
      )}
      {actions.decide && <Decision token={token} />}
      {actions.revoke && <Revoke token={token} />}
    </div>
  );
}

/** The guardian's answer to a minor's request, reached from the mailed link without an account (SPEC §10). */
export default function Consent(props: PageProps['guardian/Consent']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('guardianConsent.title')} />
      <AuthHeading
        title={t('guardianConsent.heading', { child: props.child })}
        description={t('guardianConsent.description', { organisation: props.organisation })}
      />
      {props.status === 'open' ? (
        <OpenRequest {...props} />
      ) : (
        <Notice tone="warning">
          {t(props.status === 'expired' ? 'guardianConsent.expired' : 'guardianConsent.ofAge', { child: props.child })}
        </Notice>
      )}
    </>
  );
}
