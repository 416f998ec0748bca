import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/DateTimeText';
import { RetryAlert } from '@/components/RetryAlert';

import { type FeedKind, useFeed } from '../api/get-feed';

/** The unread count of a feed, for the header's badge; 0 while loading or failed. */
export function useUnreadCount(kind: FeedKind): number {
  const feed = useFeed(kind);
  return feed.data?.data.filter((item) => !item.read).length ?? 0;
}

/** A header feed's content: loading, error, the spec's empty text, or the entries (spec 2). */
export function FeedPanel({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation('feeds');
  const feed = useFeed(kind);
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        {t(`${kind}.title`)}
      </Typography>
      {feed.isPending && (
        <Box sx={{ p: 2 }} role="status" aria-label={t('loading')}>
          <Skeleton />
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </Box>
      )}
      {feed.isError && (
        <RetryAlert onRetry={feed.refetch} error={feed.error} sx={{ m: 1.5 }}>
          {t('failed')}
        </RetryAlert>
      )}
      {feed.data && feed.data.data.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
          {t(`${kind}.empty`)}
        </Typography>
      )}
      {feed.data && feed.data.data.length > 0 && (
        <List dense aria-label={t(`${kind}.title`)}>
          {feed.data.data.map((item) => (
            <ListItem key={item.id} divider sx={{ alignItems: 'flex-start' }}>
              <ListItemText
                primary={
                  <Box component="span" sx={{ fontWeight: item.read ? 400 : 700 }}>
                    {item.title}
                    {!item.read && (
                      <Box component="span" sx={{ ms: 1, color: 'primary.main', fontSize: '0.75rem' }}>
                        {' '}
                        · {t('unread')}
                      </Box>
                    )}
                  </Box>
                }
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block' }}>
                      {item.text}
                    </Box>
                    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                      <DateTimeText value={item.createdDate} />
                    </Box>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
