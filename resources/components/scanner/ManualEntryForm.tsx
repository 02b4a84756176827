import { useState, type FormEvent } from 'react';
import type { DoorDirection } from '../../../common/types/scanner';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

/** For a QR code the camera cannot read: the code is printed under it on every ticket. */
export function ManualEntryForm({ onCode, direction }: { onCode: (code: string) => void; direction: DoorDirection }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!code.trim()) return;
    onCode(code);
    setCode('');
  }
  return (
    <section aria-labelledby="manual-entry-heading" className="mt-6">
      <h2 id="manual-entry-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t('scanner.manual.heading')}
      </h2>
      <form onSubmit={submit} className="mt-3 space-y-3">
        <TextField
          label={t('scanner.manual.label')}
          hint={t('scanner.manual.hint')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
        <Button type="submit">{t(direction === 'exit' ? 'scanner.manual.submitExit' : 'scanner.manual.submit')}</Button>
      </form>
    </section>
  );
}
