/**
 * The faces of the scripts Roboto does not draw, fetched only when a page
 * needs them: Noto Sans Arabic for Arabic, Noto Sans SC for Chinese (bold is
 * drawn from the medium weight, to halve its files). Together their
 * stylesheets and subsets outweigh the whole sign-in page, so a console in
 * English, Spanish, French or Italian never loads them.
 */
const faces: Record<string, () => Promise<unknown>> = {
  ar: () =>
    Promise.all([
      import('@fontsource/noto-sans-arabic/400.css'),
      import('@fontsource/noto-sans-arabic/500.css'),
      import('@fontsource/noto-sans-arabic/700.css'),
    ]),
  zh: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/500.css')]),
};

const loading = new Map<string, Promise<void>>();

/**
 * Loads the faces `language` is written in (none for the Latin languages).
 * Resolves once their stylesheets apply; a face that fails to load leaves
 * the fallback font in place, which still reads.
 */
export function loadFontsFor(language: string): Promise<void> {
  const script = language.slice(0, 2);
  const load = faces[script];
  if (!load) return Promise.resolve();
  let pending = loading.get(script);
  if (!pending) {
    pending = load().then(
      () => undefined,
      () => {
        // Not kept: the next page that needs the face asks again.
        loading.delete(script);
      },
    );
    loading.set(script, pending);
  }
  return pending;
}

/** The faces every language's own name is written in, for a list that shows them all. */
export function loadFontsForEveryLanguage(): Promise<void> {
  return Promise.all(Object.keys(faces).map(loadFontsFor)).then(() => undefined);
}

interface LanguageEvents {
  language: string;
  on(event: 'languageChanged', listener: (language: string) => void): unknown;
}

/** Keeps the faces in step with the language: now, and on every change. */
export function followLanguage(i18n: LanguageEvents) {
  void loadFontsFor(i18n.language);
  i18n.on('languageChanged', (language) => void loadFontsFor(language));
}
