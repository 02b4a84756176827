import { router } from '@inertiajs/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/i18n';
import { CloseIcon, MenuIcon } from './icons';
import { SideNav, type SideNavItem } from './SideNav';

const buttonClasses =
  'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';

/**
 * The section navigation on phones: a button opening a modal drawer. The native modal dialog keeps
 * focus inside and closes on Escape; closing hands focus back to the button, and a visit closes it.
 */
export function SectionsDrawer({ label, items }: { label: string; items: readonly SideNavItem[] }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const drawer = dialog.current;
    if (!drawer) return;
    // A pointer on the backdrop lands on the dialog element itself (keyboards have Escape and Close).
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === drawer) drawer.close();
    };
    // The page behind is inert already; wrapping Tab also keeps focus off the browser's own controls.
    const onTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = drawer.querySelectorAll<HTMLElement>('a[href], button');
      const edge = event.shiftKey ? focusable[0] : focusable[focusable.length - 1];
      if (document.activeElement !== edge) return;
      event.preventDefault();
      (event.shiftKey ? focusable[focusable.length - 1] : focusable[0])?.focus();
    };
    drawer.addEventListener('click', onBackdrop);
    drawer.addEventListener('keydown', onTab);
    const stopListening = router.on('navigate', () => {
      if (drawer.open) drawer.close();
    });
    return () => {
      drawer.removeEventListener('click', onBackdrop);
      drawer.removeEventListener('keydown', onTab);
      stopListening();
    };
  }, []);

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className={`${buttonClasses} border border-gray-200 dark:border-gray-700`}
      >
        <MenuIcon />
        {t('nav.sections')}
      </button>
      <dialog
        ref={dialog}
        aria-label={label}
        onClose={() => opener.current?.focus()}
        className="m-0 h-full max-h-none w-72 max-w-[85vw] bg-white p-0 text-gray-900 backdrop:bg-gray-950/50 dark:bg-gray-900 dark:text-gray-100"
      >
        <div className="flex h-full flex-col gap-4 p-4">
          <div className="flex items-center justify-between">
            <p className="px-3 text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-300">
              {label}
            </p>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={t('nav.closeSections')}
              className={buttonClasses}
            >
              <CloseIcon />
            </button>
          </div>
          <SideNav label={label} items={items} vertical />
        </div>
      </dialog>
    </>
  );
}
