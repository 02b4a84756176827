import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { GuardianForm } from '../GuardianForm';

/** Names the child's second guardian, who is asked for their own consent by mail. */
export function InviteGuardianForm({ childId }: { childId: number }) {
  const { t } = useTranslation();
  return (
    <GuardianForm
      initial={{ name: '', email: '', phone: '', relationship: '' }}
      submitLabel={t('settings.familyPage.sendInvite')}
      send={(form) =>
        form.post(routes.settings.familyGuardians(childId), { preserveScroll: true, onSuccess: () => form.reset() })
      }
    />
  );
}
