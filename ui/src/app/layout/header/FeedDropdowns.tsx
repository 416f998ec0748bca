import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import { useTranslation } from 'react-i18next';

import { FeedPanel, useUnreadCount } from '@/features/feeds/components/FeedPanel';

import { HeaderDropdown } from './HeaderDropdown';

/** The notification dropdown (spec 2); a stop of the guided tour. */
export function NotificationsDropdown() {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount('notifications');
  return (
    <HeaderDropdown
      id="notifications"
      label={unread ? t('notificationsUnread', { count: unread }) : t('notifications')}
      popupRole="dialog"
      tourTarget="notifications"
      button={
        <Badge badgeContent={unread} color="secondary">
          <NotificationsIcon />
        </Badge>
      }
    >
      <FeedPanel kind="notifications" />
    </HeaderDropdown>
  );
}

/** The message dropdown (spec 2); a stop of the guided tour. */
export function MessagesDropdown() {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount('messages');
  return (
    <HeaderDropdown
      id="messages"
      label={unread ? t('messagesUnread', { count: unread }) : t('messages')}
      popupRole="dialog"
      tourTarget="messages"
      button={
        <Badge badgeContent={unread} color="secondary">
          <MailIcon />
        </Badge>
      }
    >
      <FeedPanel kind="messages" />
    </HeaderDropdown>
  );
}
