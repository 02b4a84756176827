import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from '../../resources/components/ui/Combobox';

interface Place {
  id: number;
  name: string;
}

const PLACES: Place[] = [
  { id: 1, name: 'Amsterdam' },
  { id: 2, name: 'Amstelveen' },
  { id: 3, name: 'Utrecht' },
];

const search = vi.fn(async (text: string) =>
  PLACES.filter((place) => place.name.toLowerCase().includes(text.toLowerCase())),
);
const chosen: (Place | null)[] = [];

function Picker({ initial = null }: { initial?: Place | null }) {
  const [selected, setSelected] = useState(initial);
  return (
    <Combobox
      label="Place"
      selected={selected}
      onSelect={(place) => {
        chosen.push(place);
        setSelected(place);
      }}
      search={search}
      optionKey={(place) => place.id}
      optionLabel={(place) => place.name}
      resultsMessage={(count) => (count ? `${count} found` : 'Nothing found')}
    />
  );
}

async function typeAndWait(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Place' }), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(200);
  });
}

const box = () => screen.getByRole('combobox', { name: 'Place' });
const key = (name: string) => fireEvent.keyDown(box(), { key: name });

beforeEach(() => {
  vi.useFakeTimers();
  chosen.length = 0;
  search.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('Combobox', () => {
  it('searches after a pause in typing, then lists the options and announces how many', async () => {
    render(<Picker />);
    fireEvent.change(box(), { target: { value: 'a' } });
    fireEvent.change(box(), { target: { value: 'ams' } });
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });

    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ams', expect.any(AbortSignal));
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Amsterdam', 'Amstelveen']);
    expect(screen.getByRole('status').textContent).toBe('2 found');
  });

  it('moves through the options with the arrow keys (wrapping) and chooses with Enter', async () => {
    render(<Picker />);
    await typeAndWait('ams');

    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Amsterdam' }).id);
    key('ArrowDown');
    key('ArrowDown');
    expect(screen.getByRole('option', { name: 'Amsterdam' }).getAttribute('aria-selected')).toBe('true');
    key('ArrowUp');
    expect(screen.getByRole('option', { name: 'Amstelveen' }).getAttribute('aria-selected')).toBe('true');
    key('Enter');

    expect(chosen).toEqual([PLACES[1]]);
    expect((box() as HTMLInputElement).value).toBe('Amstelveen');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('starts from the last option when going up first', async () => {
    render(<Picker />);
    await typeAndWait('ams');
    key('ArrowUp');
    expect(screen.getByRole('option', { name: 'Amstelveen' }).getAttribute('aria-selected')).toBe('true');
  });

  it('closes with Escape without choosing, and says when nothing matches', async () => {
    render(<Picker />);
    await typeAndWait('utr');
    key('Escape');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(chosen).toEqual([]);

    await typeAndWait('zzz');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Nothing found');
  });

  it('starts from the chosen option, and typing something else clears the choice', async () => {
    render(<Picker initial={PLACES[2]} />);
    expect((box() as HTMLInputElement).value).toBe('Utrecht');
    await typeAndWait('Utrech');
    expect(chosen).toEqual([null]);
    fireEvent.click(screen.getByRole('option', { name: 'Utrecht' }));
    expect(chosen).toEqual([null, PLACES[2]]);
  });
});
