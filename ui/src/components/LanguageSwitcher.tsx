import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { languages } from '@/i18n/languages';
import { lazyNamed } from '@/lib/lazy-named';
import { loadFontsForEveryLanguage } from '@/lib/script-fonts';

// The menu (MUI's Menu, Popover and Modal) is fetched when first wanted, not
// with the sign-in page: every visit's first load does without it (issue 26).
const LanguageMenu = lazyNamed(() => import('./LanguageMenu'), 'LanguageMenu');

/** Picks one of the six languages; Arabic turns the layout right to left. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that it closes with its transition.
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const current = languages.find((language) => i18n.language.startsWith(language)) ?? 'en';

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        sx={{ minWidth: { xs: 40, sm: 64 }, '& .MuiButton-startIcon': { marginInlineEnd: { xs: 0, sm: 1 } } }}
        aria-label={`${t('chooseLanguage')}: ${t(`languages.${current}`)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        // Pointing at or reaching the button starts the menu's fetch, so it opens at once.
        onPointerEnter={() => void LanguageMenu.preload()}
        onFocus={() => void LanguageMenu.preload()}
        onClick={(event) => {
          // Each language is named in its own script: 中文 and العربية need their faces.
          void loadFontsForEveryLanguage();
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {/* The name is in the button's label; on a phone the icon alone leaves room for the rest. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t(`languages.${current}`)}
        </Box>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} anchor={anchor} current={current} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
