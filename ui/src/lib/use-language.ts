import type { i18n as I18n } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

type Subscribe = (listener: () => void) => () => void;

// One i18next listener per instance, shared by every component that asks.
const subscribers = new WeakMap<I18n, Subscribe>();

function subscribeTo(i18n: I18n): Subscribe {
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    const listeners = new Set<() => void>();
    i18n.on('languageChanged', () => listeners.forEach((listener) => listener()));
    subscribe = (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

/**
 * The reader's language (`i18n.language`), re-rendering when it changes: for
 * what formats values in it but shows no text of its own (a date, an amount,
 * a count in every row of a listing). `useTranslation` there cost a copy of
 * the i18next instance and listeners of its own per cell, a tenth of a
 * listing's first render (issue 26).
 */
export function useLanguage(): string {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = () => i18n.language;
  return useSyncExternalStore(subscribeTo(i18n), language, language);
}
