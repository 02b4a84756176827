import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoorFiguresPanel } from '../../resources/components/scanner/DoorFiguresPanel';
import type { DoorFigures } from '../../common/types/scanner';

const occupancy: DoorFigures['occupancy'] = {
  location: 'Hall',
  inside: 4,
  capacity: 100,
  hardLimit: true,
  level: 'ok',
};

function renderFigures(entrances: DoorFigures['entrances']) {
  const { container } = render(<DoorFiguresPanel figures={{ entrances, occupancy }} />);
  screen.getByRole('status');
  return container.querySelector('dl[aria-label="Admitted per entrance"]');
}

describe('the door figures', () => {
  it('counts per entrance once a scanner named one, with scans from no named entrance on their own line', () => {
    const list = renderFigures([
      { name: 'Main door', admitted: 12 },
      { name: null, admitted: 3 },
    ]);
    const rows = [...(list?.querySelectorAll('div') ?? [])].map((row) => row.textContent);
    expect(rows).toEqual(['Main door12', 'Unnamed entrance3']);
  });

  it('shows no breakdown while no scanner named an entrance: it would only repeat the total', () => {
    expect(renderFigures([{ name: null, admitted: 4 }])).toBeNull();
  });
});
