import { useForm } from '@inertiajs/react';
import type { FamilyChild, FamilyGuardian } from '../../../common/types/family';
import { useTranslation } from '../../lib/i18n';
import { focusIdAfterRender } from '../../lib/focus-after-render';
import { routes } from '../../lib/routes';
import { InputError } from '../ui/InputError';
import { SubmitButton } from '../ui/SubmitButton';

/**
 * The child's guardians with their answers. The first guardian removes the second (or withdraws the
 * invitation); the second may leave. Each after a confirmation, and the password if not confirmed lately.
 */
export function GuardiansPanel({ child }: { child: FamilyChild }) {
  const { t } = useTranslation();
  // No fields are sent; `guardian` names the error a refused removal comes back with.
  const removal = useForm<{ guardian?: string }>({});
  const headingId = `guardians-${child.id}`;
  const errorId = `guardians-error-${child.id}`;
  const labelOf = (guardian: FamilyGuardian) => {
    if (guardian.you) return t('settings.familyPage.leaveGuardian', { name: child.name });
    if (guardian.consent === 'pending') return t('settings.familyPage.withdrawInvitation', { name: guardian.name });
    return t('settings.familyPage.removeGuardian', { name: guardian.name });
  };
  const remove = (guardian: FamilyGuardian) => {
    const question = guardian.you
      ? t('settings.familyPage.leaveGuardianConfirm', { name: child.name })
      : t('settings.familyPage.removeGuardianConfirm', { name: guardian.name, child: child.name });
    if (!window.confirm(question)) return;
    removal.delete(routes.settings.familyGuardian(child.id, guardian.id), {
      preserveScroll: true,
      // The button goes with its row: focus the list's heading rather than the page's body.
      onSuccess: () => focusIdAfterRender(headingId),
    });
  };
  return (
    <div className="mt-6">
      <h3 id={headingId} tabIndex={-1} className="mb-2 font-semibold text-gray-900 dark:text-white">
        {t('settings.familyPage.guardians')}
      </h3>
      <ul className="space-y-2 text-sm">
        {child.guardians.map((guardian) => (
          <li key={guardian.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-gray-900 dark:text-white">
              {guardian.you ? `${guardian.name} (${t('settings.familyPage.you')})` : guardian.name}
            </span>
            <span className="text-gray-600 dark:text-gray-300">
              {t(`settings.familyPage.consentStates.${guardian.consent}`)}
            </span>
            {guardian.removable && (
              <SubmitButton
                type="button"
                variant="secondary"
                form={removal}
                aria-describedby={removal.errors.guardian ? errorId : undefined}
                onClick={() => remove(guardian)}
              >
                {labelOf(guardian)}
              </SubmitButton>
            )}
          </li>
        ))}
      </ul>
      <InputError id={errorId} message={removal.errors.guardian} />
    </div>
  );
}
