import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FeedPanel, useUnreadCount } from '@/features/feeds/components/FeedPanel';

import { HeaderDropdown } from './HeaderDropdown';
import { unreadShown } from './unread';

/** The notification dropdown (spec 2); a stop of the guided tour. */
export function NotificationsDropdown() {
  return <FeedDropdown kind="notifications" icon={<NotificationsIcon />} />;
}

/** The message dropdown (spec 2); a stop of the guided tour. */
export function MessagesDropdown() {
  return <FeedDropdown kind="messages" icon={<MailIcon />} />;
}

/**
 * A header feed's button, its unread badge and its panel. The button's name says the count as the
 * badge shows it ("Notifications, 99+ unread"), so what a user sees on the button is part of the
 * name a voice user speaks (WCAG 2.5.3; axe's `label-content-name-mismatch`).
 */
function FeedDropdown({ kind, icon }: { kind: 'notifications' | 'messages'; icon: ReactNode }) {
  const { t } = useTranslation('shell');
  const shown = unreadShown(useUnreadCount(kind));
  return (
    <HeaderDropdown
      id={kind}
      label={shown ? t(`${kind}Unread`, { unread: shown }) : t(kind)}
      popupRole="dialog"
      tourTarget={kind}
      button={
        // Remounted when the count goes: while it hides, MUI's badge keeps the last count in the
        // button's text (invisible, for its exit transition), and that count is then in no name.
        <Badge key={shown ? 'unread' : 'none'} badgeContent={shown} color="secondary">
          {icon}
        </Badge>
      }
    >
      <FeedPanel kind={kind} />
    </HeaderDropdown>
  );
}
