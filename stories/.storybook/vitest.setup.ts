import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';

import * as previewAnnotations from './preview';

// Runs every story's play function (and the a11y checks) as a Vitest test.
setProjectAnnotations([a11yAnnotations, previewAnnotations]);
