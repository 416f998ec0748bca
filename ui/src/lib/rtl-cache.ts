import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import { withoutDeadPrefixCopies } from './emotion-sheet';

/** Right to left: flips every margin, padding and position that MUI writes, so Arabic mirrors the whole layout. */
export const rtlCache = withoutDeadPrefixCopies(createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }));
