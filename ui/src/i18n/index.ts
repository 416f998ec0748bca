import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { storageKeys } from '@/lib/storage-keys';

import { defaultLanguage, directionOf, isLanguage, type Language } from './languages';
import { englishResources, namespaces } from './resources';

// Every non-English namespace file, as its own chunk, fetched when first needed.
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>(['./*/*.json', '!./en/*.json']);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyFiles[`./${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${namespace} translations for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(storageKeys.locale);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage unavailable: fall through to the browser's language.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : defaultLanguage;
}

/** Keeps the document's language and direction in step, so Arabic lays out right to left. */
function applyToDocument(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export function initI18n(language: Language = initialLanguage()) {
  if (!i18n.isInitialized) {
    void i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: defaultLanguage,
        supportedLngs: ['en', 'zh', 'es', 'fr', 'it', 'ar'],
        ns: namespaces,
        defaultNS: 'common',
        resources: { en: englishResources },
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      });
    i18n.on('languageChanged', applyToDocument);
    applyToDocument(language);
  }
  return i18n;
}

/** Switches the language and remembers it (the settings state's `locale`). */
export async function changeLanguage(language: Language) {
  try {
    localStorage.setItem(storageKeys.locale, language);
  } catch {
    // Not remembered, but still switched.
  }
  await i18n.changeLanguage(language);
}

export { i18n };
