import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab (and history, bookmarks) after the page, in the
 * reader's language: `<page> · <app name>`. Without a title the tab is left
 * as the page around names it.
 */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} · ${appName}`;
    return () => {
      document.title = before;
    };
  }, [title, appName]);
}
