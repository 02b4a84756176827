import { Head } from '@inertiajs/react';
import { AboutStep } from '../../components/register-steps/AboutStep';
import { AccountStep } from '../../components/register-steps/AccountStep';
import { GuardianStep } from '../../components/register-steps/GuardianStep';
import { PhoneStep } from '../../components/register-steps/PhoneStep';
import { ReviewStep } from '../../components/register-steps/ReviewStep';
import { StepProgress } from '../../components/register-steps/StepProgress';
import { useFreshStepOnHistory } from '../../components/register-steps/use-fresh-step-on-history';
import type { RegisterStepsProps } from '../../../common/types/register-steps';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { TextLink } from '../../components/ui/TextLink';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

function CurrentStep(props: RegisterStepsProps) {
  switch (props.step) {
    case 1:
      return <AccountStep steps={props.steps} values={props.values} hasPassword={props.hasPassword} />;
    case 2:
      return <AboutStep steps={props.steps} values={props.values} today={props.today} postCodes={props.postCodes} />;
    case 3:
      return <PhoneStep steps={props.steps} values={props.values} />;
    case 4:
      return <GuardianStep steps={props.steps} values={props.values} />;
    case 5:
      return <ReviewStep steps={props.steps} review={props.review} />;
  }
}

export default function RegisterSteps(props: PageProps['auth/RegisterSteps']) {
  const { t } = useTranslation();
  useFreshStepOnHistory();
  const position = props.steps.findIndex((summary) => summary.step === props.step) + 1;
  const name = t(`auth.steps.names.${props.step}`);
  return (
    <>
      <Head title={`${t('auth.steps.title')}: ${name}`} />
      <AuthHeading
        title={t('auth.steps.heading')}
        description={t('auth.steps.stepOf', { step: position, total: props.steps.length, name })}
      />
      <StepProgress steps={props.steps} current={props.step} />
      {/* A new key per step gives each step a fresh form filled from its saved values. */}
      <CurrentStep key={props.step} {...props} />
      <p className="mt-8 text-center text-sm text-gray-600 dark:text-gray-300">
        {t('auth.steps.onePage')} <TextLink href={routes.register()}>{t('auth.steps.onePageLink')}</TextLink>
      </p>
    </>
  );
}
