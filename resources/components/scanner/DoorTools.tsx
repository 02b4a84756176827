import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/Button';

const TOOLS = ['manual', 'search'] as const;
type DoorTool = (typeof TOOLS)[number];

/**
 * Typing a reference and finding a name: side by side with the camera on a wide screen; on a phone one
 * tap away under it, each behind a button that opens it with its field focused.
 */
export function DoorTools({ manual, search }: Record<DoorTool, ReactNode>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<DoorTool | null>(null);
  const panels = useRef<Partial<Record<DoorTool, HTMLDivElement | null>>>({});

  useEffect(() => {
    if (open) panels.current[open]?.querySelector('input')?.focus();
  }, [open]);

  return (
    <>
      <div className="mt-3 grid grid-cols-2 gap-3 lg:hidden">
        {TOOLS.map((tool) => (
          <Button
            key={tool}
            variant={open === tool ? 'primary' : 'secondary'}
            className="py-3"
            aria-expanded={open === tool}
            aria-controls={`door-tool-${tool}`}
            onClick={() => setOpen(open === tool ? null : tool)}
          >
            {t(`scanner.tools.${tool}`)}
          </Button>
        ))}
      </div>
      {TOOLS.map((tool) => (
        <div
          key={tool}
          id={`door-tool-${tool}`}
          ref={(element) => {
            panels.current[tool] = element;
          }}
          className={open === tool ? '' : 'max-lg:hidden'}
        >
          {tool === 'manual' ? manual : search}
        </div>
      ))}
    </>
  );
}
