import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  enUS as enPickers,
  esES,
  frFR,
  itIT,
  type PickersLocaleText,
  zhCN as zhPickers,
} from '@mui/x-date-pickers/locales';
import { ar, enUS, es, fr, it, type Locale, zhCN } from 'date-fns/locale';
import type { ReactNode } from 'react';

import { defaultLanguage, isLanguage, type Language } from '@/i18n/languages';
import { useLanguage } from '@/lib/use-language';

import { arPickers } from './ar';

/** MUI X ships each language's texts as theme props; the provider takes the texts themselves. */
const textsOf = (locale: {
  components: { MuiLocalizationProvider: { defaultProps: { localeText: Partial<PickersLocaleText> } } };
}) => locale.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Each language's calendar (date-fns: month and day names, the first day of
 * the week) and the pickers' own texts (buttons, the month/day/year section
 * names that screen readers announce).
 */
export const dateLocales: Record<Language, { calendar: Locale; texts: Partial<PickersLocaleText> }> = {
  en: { calendar: enUS, texts: textsOf(enPickers) },
  zh: { calendar: zhCN, texts: textsOf(zhPickers) },
  es: { calendar: es, texts: textsOf(esES) },
  fr: { calendar: fr, texts: textsOf(frFR) },
  it: { calendar: it, texts: textsOf(itIT) },
  ar: { calendar: ar, texts: arPickers },
};

/** The MUI X pickers in the console's language; every date field sits inside one. */
export function DateLocalization({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const locale = dateLocales[isLanguage(language) ? language : defaultLanguage];
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale.calendar} localeText={locale.texts}>
      {children}
    </LocalizationProvider>
  );
}
