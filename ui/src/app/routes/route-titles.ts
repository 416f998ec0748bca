import type { RouteTitles } from '@/components/breadcrumbs';

import { navigation } from '../layout/navigation';
import { defaultChildren, screens } from './screens';

/** The breadcrumbs' view of the route table: screen titles, default children and menu groups (shell keys). */
export const routeTitles: RouteTitles = {
  screens: Object.fromEntries(screens.map((screen) => [screen.path, `screens.${screen.title}`])),
  defaults: defaultChildren,
  groups: Object.fromEntries(
    navigation.flatMap((entry) => {
      const first = entry.kind === 'group' ? entry.children[0] : undefined;
      const segment = first?.to.split('/')[2];
      return segment ? [[segment, `groups.${entry.title}`]] : [];
    }),
  ),
};
