import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator, t } from '../../resources/lib/i18n';

const dictionaries = {
  en: { greeting: 'Hello {name}', nested: { only: 'English only' }, count: '{count} of {total}' },
  nl: { greeting: 'Hallo {name}' },
};

afterEach(() => {
  document.documentElement.lang = '';
});

describe('createTranslator', () => {
  it('translates in the page language, ignoring the region', () => {
    expect(createTranslator(dictionaries, 'nl-BE')('greeting', { name: 'Ada' })).toBe('Hallo Ada');
  });

  it('falls back to English for a key the language lacks', () => {
    expect(createTranslator(dictionaries, 'nl')('nested.only')).toBe('English only');
  });

  it('falls back to English for a language that is not bundled', () => {
    expect(createTranslator(dictionaries, 'fr')('greeting', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('returns the key itself when no dictionary has it', () => {
    expect(createTranslator(dictionaries, 'en')('missing.key')).toBe('missing.key');
  });

  it('replaces every placeholder, numbers included, and leaves unknown ones visible', () => {
    const translate = createTranslator(dictionaries, 'en');
    expect(translate('count', { count: 3, total: 10 })).toBe('3 of 10');
    expect(translate('greeting')).toBe('Hello {name}');
  });
});

describe('t', () => {
  it('reads the language from <html lang> and uses the bundled English', () => {
    document.documentElement.lang = 'de';
    expect(t('errors.419.title')).toBe('Page expired');
    expect(t('welcome.heading', { appName: 'Agora' })).toBe('Welcome to Agora');
  });
});
