import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { changeLanguage } from '@/i18n';
import { languages } from '@/i18n/languages';
import { loadFontsForEveryLanguage } from '@/lib/script-fonts';

/** Picks one of the six languages; Arabic turns the layout right to left. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languages.find((language) => i18n.language.startsWith(language)) ?? 'en';

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        sx={{ minWidth: { xs: 40, sm: 64 }, '& .MuiButton-startIcon': { marginInlineEnd: { xs: 0, sm: 1 } } }}
        aria-label={`${t('chooseLanguage', { ns: 'shell' })}: ${t(`languages.${current}`)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          // Each language is named in its own script: 中文 and العربية need their faces.
          void loadFontsForEveryLanguage();
          setAnchor(event.currentTarget);
        }}
      >
        {/* The name is in the button's label; on a phone the icon alone leaves room for the rest. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t(`languages.${current}`)}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => {
              setAnchor(null);
              void changeLanguage(language);
            }}
          >
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
