import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

import { changeLanguage } from '@/i18n';
import { type Language, languages } from '@/i18n/languages';

export interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: Language;
  onClose: () => void;
}

/** The six languages, each named in its own script (the menu of `LanguageSwitcher`). */
export function LanguageMenu({ id, anchor, current, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          onClick={() => {
            onClose();
            void changeLanguage(language);
          }}
        >
          {t(`languages.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
