import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppearance } from '../../resources/hooks/use-appearance';
import { initializeAppearance, resetAppearanceStore } from '../../resources/lib/appearance';
import { clearCookies, recordCookieWrites } from './support/cookie-writes';
import { stubPrefersDark } from './support/match-media';

const html = document.documentElement;
let cookies: ReturnType<typeof recordCookieWrites>;

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  html.className = '';
  resetAppearanceStore();
  cookies = recordCookieWrites();
});

afterEach(() => cookies.restore());

describe('useAppearance', () => {
  it('stores the choice in localStorage and in a year-long cookie for the whole site', () => {
    stubPrefersDark(false);
    const { result } = renderHook(() => useAppearance());

    act(() => result.current.updateAppearance('dark'));

    expect(localStorage.getItem('appearance')).toBe('dark');
    expect(cookies.writes).toEqual(['appearance=dark; path=/; max-age=31536000; SameSite=Lax']);
    expect(document.cookie).toContain('appearance=dark');
    expect(result.current.appearance).toBe('dark');
  });

  it('sets exactly one appearance class on <html> and adds dark only when dark applies', () => {
    stubPrefersDark(false);
    const { result } = renderHook(() => useAppearance());

    act(() => result.current.updateAppearance('dark'));
    expect([...html.classList].sort()).toEqual(['dark']);

    act(() => result.current.updateAppearance('light'));
    expect([...html.classList]).toEqual(['light']);

    act(() => result.current.updateAppearance('system'));
    expect([...html.classList]).toEqual(['system']);
  });

  it('follows the operating system live while the choice is system', () => {
    const os = stubPrefersDark(false);
    const { result } = renderHook(() => useAppearance());
    act(() => result.current.updateAppearance('system'));
    expect(html.classList.contains('dark')).toBe(false);

    act(() => os.setDark(true));
    expect([...html.classList].sort()).toEqual(['dark', 'system']);

    act(() => os.setDark(false));
    expect([...html.classList]).toEqual(['system']);
  });

  it('stops following the operating system once a fixed theme is chosen', () => {
    const os = stubPrefersDark(false);
    const { result } = renderHook(() => useAppearance());
    act(() => result.current.updateAppearance('system'));
    act(() => result.current.updateAppearance('light'));

    act(() => os.setDark(true));

    expect([...html.classList]).toEqual(['light']);
    expect(os.listenerCount()).toBe(0);
  });

  it('keeps every component that shows the choice in sync', () => {
    stubPrefersDark(false);
    const toggle = renderHook(() => useAppearance());
    const settingsPage = renderHook(() => useAppearance());

    act(() => settingsPage.result.current.updateAppearance('dark'));

    expect(toggle.result.current.appearance).toBe('dark');
  });
});

describe('initializeAppearance', () => {
  it('defaults to system and writes the cookie so the server renders it next time', () => {
    stubPrefersDark(true);

    expect(initializeAppearance()).toBe('system');

    expect([...html.classList].sort()).toEqual(['dark', 'system']);
    expect(cookies.writes).toEqual(['appearance=system; path=/; max-age=31536000; SameSite=Lax']);
  });

  it('prefers localStorage over the cookie and brings the cookie in line', () => {
    stubPrefersDark(false);
    localStorage.setItem('appearance', 'dark');
    document.cookie = 'appearance=light; path=/';
    cookies.writes.length = 0;

    expect(initializeAppearance()).toBe('dark');

    expect(html.classList.contains('dark')).toBe(true);
    expect(cookies.writes).toEqual(['appearance=dark; path=/; max-age=31536000; SameSite=Lax']);
  });

  it('uses the cookie when localStorage is empty and leaves a matching cookie alone', () => {
    stubPrefersDark(true);
    document.cookie = 'appearance=light; path=/';
    cookies.writes.length = 0;

    expect(initializeAppearance()).toBe('light');

    expect([...html.classList]).toEqual(['light']);
    expect(cookies.writes).toEqual([]);
  });

  it('ignores stored values that are not an appearance', () => {
    stubPrefersDark(false);
    localStorage.setItem('appearance', 'purple');

    expect(initializeAppearance()).toBe('system');
  });

  it('tracks the operating system from startup without any component mounted', () => {
    const os = stubPrefersDark(false);
    initializeAppearance();

    os.setDark(true);

    expect(html.classList.contains('dark')).toBe(true);
  });
});
