import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { loadDirectionCache } from '@/lib/direction-cache';
import { storageKeys } from '@/lib/storage-keys';

import auth from './en/auth.json';
import common from './en/common.json';
import { defaultLanguage, directionOf, isLanguage, type Language } from './languages';
import { type firstPaintNamespaces, type Namespace, namespaces } from './namespaces';

/** The English the sign-in page and the other pages outside the shell need, bundled. */
const firstPaint: Record<(typeof firstPaintNamespaces)[number], Record<string, unknown>> = { common, auth };

// Every other language's namespace files, each its own chunk, fetched when first needed.
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>(['./*/*.json', '!./en/*.json']);

/** The rest of English comes as one chunk (one request rather than one per namespace). */
const allEnglish = () => import('./resources').then((module) => module.englishResources);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (language === defaultLanguage) {
      allEnglish().then(
        (english) => callback(null, english[namespace as Namespace]),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
      return;
    }
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

/**
 * Starts i18next in `language`, with `english` bundled (by default the first
 * paint's namespaces; tests and Storybook pass every English text, so
 * nothing they render waits for a file).
 */
export function initI18n(
  language: Language = initialLanguage(),
  english: Partial<Record<Namespace, Record<string, unknown>>> = firstPaint,
) {
  if (!i18n.isInitialized) {
    void i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: defaultLanguage,
        supportedLngs: ['en', 'zh', 'es', 'fr', 'it', 'ar'],
        // What is bundled is what a change of language loads at once; loadEveryNamespace adds the rest.
        ns: Object.keys(english),
        defaultNS: 'common',
        resources: { en: english },
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      });
    i18n.on('languageChanged', applyToDocument);
    applyToDocument(language);
    // A page opened in Arabic fetches its right-to-left styles while React starts.
    void loadDirectionCache(directionOf(language)).catch(() => undefined);
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
  // The right-to-left styles come before the switch, so Arabic's first frame is already mirrored.
  await loadDirectionCache(directionOf(language)).catch(() => undefined);
  await i18n.changeLanguage(language);
}

/**
 * Loads every namespace of the current language (and English, the fallback):
 * the shell awaits it before its first paint, so a screen never shows a key
 * while its texts arrive.
 */
export async function loadEveryNamespace() {
  await i18n.loadNamespaces([...namespaces]);
}

export { i18n };
