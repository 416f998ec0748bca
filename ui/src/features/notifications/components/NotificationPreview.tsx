import BarChartIcon from '@mui/icons-material/BarChart';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CloseIcon from '@mui/icons-material/Close';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import NotificationsIcon from '@mui/icons-material/Notifications';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { NotificationForm } from '../form-rules';
import { SafeHtml } from './SafeHtml';

/** The app's colours for the selectable colour types. */
/** The customer app's name, as its push banner shows it (a product name, not translated). */
const APP_NAME = 'Brokerage';
const INDIGO = '#3f51b5';
const colours: Record<string, string> = {
  Indigo: INDIGO,
  Teal: '#00796b',
  Orange: '#e65100',
  Red: '#c62828',
  Grey: '#616161',
};

const icons: Record<string, typeof InfoOutlinedIcon> = {
  info: InfoOutlinedIcon,
  warning: WarningAmberIcon,
  gift: CardGiftcardIcon,
  chart: BarChartIcon,
  bell: NotificationsIcon,
};

/** The phone the preview is drawn in: the customer's app is light, whatever the console's theme. */
function Phone({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: 280,
        maxWidth: '100%',
        height: 500,
        mx: 'auto',
        borderRadius: 6,
        border: 10,
        borderColor: 'grey.900',
        bgcolor: '#f3f4f8',
        color: '#1c1d21',
        overflow: 'hidden',
        boxShadow: 3,
      }}
    >
      {children}
    </Box>
  );
}

interface PreviewProps {
  form: NotificationForm;
  /** Labels of the selectable route types, by value. */
  routeLabel?: (value: string) => string;
}

/**
 * The notification as a customer would see it: the push banner and the
 * in-app card, and what tapping it opens (a half-screen text modal, a
 * full-screen HTML modal with the HTML sanitised, a screen or a web page).
 */
export function NotificationPreview({ form, routeLabel }: PreviewProps) {
  const { t } = useTranslation('notifications');
  const [view, setView] = useState<'card' | 'opened'>('card');
  const colour = colours[form.color] ?? INDIGO;
  const Icon = icons[form.icon] ?? NotificationsIcon;
  const title = form.title.trim() || t('preview.untitled');
  const description = form.description.trim() || t('preview.noDescription');
  const actionText = form.actionText.trim() || t('preview.defaultAction');

  const card = (
    <Stack spacing={1.5} sx={{ p: 1.5, pt: 3 }}>
      {form.push && (
        <Paper
          elevation={2}
          sx={{ p: 1.25, bgcolor: '#ffffff', color: 'inherit', borderRadius: 3 }}
          aria-label={t('preview.push')}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Avatar sx={{ width: 18, height: 18, bgcolor: colour }} aria-hidden>
              <Icon sx={{ fontSize: 12 }} />
            </Avatar>
            <Typography variant="caption" sx={{ color: '#5f6368' }}>
              {APP_NAME} · {t('preview.now')}
            </Typography>
          </Stack>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="caption" sx={{ display: 'block', color: '#3c4043' }} noWrap>
            {description}
          </Typography>
        </Paper>
      )}
      {form.inApp && (
        <Paper
          elevation={0}
          sx={{
            p: 1.5,
            bgcolor: '#ffffff',
            color: 'inherit',
            borderRadius: 3,
            borderInlineStart: 4,
            borderColor: colour,
          }}
          aria-label={t('preview.inApp')}
        >
          <Stack direction="row" spacing={1.25}>
            <Avatar sx={{ bgcolor: colour, width: 36, height: 36 }} aria-hidden>
              <Icon fontSize="small" />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="p">
                {title}
              </Typography>
              <Typography variant="body2" sx={{ color: '#3c4043', overflowWrap: 'anywhere' }}>
                {description}
              </Typography>
              <Button size="small" sx={{ mt: 0.5, px: 0, color: colour }} onClick={() => setView('opened')}>
                {actionText}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
      {!form.inApp && !form.push && (
        <Typography variant="body2" sx={{ textAlign: 'center', color: '#5f6368', pt: 8 }}>
          {t('preview.noChannel')}
        </Typography>
      )}
    </Stack>
  );

  const close = (
    <IconButton aria-label={t('preview.close')} onClick={() => setView('card')} size="small" sx={{ color: 'inherit' }}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
  const opened = (() => {
    switch (form.action) {
      case 'halfScreenTextModal':
        return (
          <>
            <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(0,0,0,0.45)' }} />
            <Paper
              role="dialog"
              aria-label={t('preview.halfScreen')}
              sx={{
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                height: '50%',
                p: 2,
                borderRadius: '16px 16px 0 0',
                bgcolor: '#ffffff',
                color: 'inherit',
                overflow: 'auto',
              }}
            >
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                {close}
              </Stack>
              {form.modalGraphicUrl.trim() && (
                <Box
                  component="img"
                  src={form.modalGraphicUrl.trim()}
                  alt={t('preview.graphic')}
                  sx={{ display: 'block', maxWidth: '100%', maxHeight: 80, mx: 'auto', mb: 1 }}
                />
              )}
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {form.textContent.trim() || t('preview.noText')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
                <Button size="small" sx={{ color: '#5f6368' }} onClick={() => setView('card')}>
                  {form.modalDismissText.trim() || t('preview.defaultDismiss')}
                </Button>
                <Button size="small" variant="contained" sx={{ bgcolor: colour }}>
                  {form.modalActionText.trim() || t('preview.defaultModalAction')}
                </Button>
              </Stack>
            </Paper>
          </>
        );
      case 'fullScreenHtmlModal':
        return (
          <Box
            role="dialog"
            aria-label={t('preview.fullScreen')}
            sx={{ position: 'absolute', inset: 0, bgcolor: '#ffffff', overflow: 'auto', p: 2 }}
          >
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              {close}
            </Stack>
            <SafeHtml
              html={form.htmlContent}
              data-testid="notification-html"
              sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' }, '& a': { color: colour } }}
            />
          </Box>
        );
      case 'routeInternally':
        return (
          <Opens icon={<Icon />} colour={colour} close={close}>
            {t('preview.opensScreen', { route: routeLabel?.(form.route) ?? form.route, params: form.routeParams })}
          </Opens>
        );
      case 'routeExternally':
        return (
          <Opens icon={<OpenInNewIcon />} colour={colour} close={close}>
            {t('preview.opensUrl', { url: form.externalUrl })}
          </Opens>
        );
      default:
        return (
          <Opens icon={<Icon />} colour={colour} close={close}>
            {t('preview.noAction')}
          </Opens>
        );
    }
  })();

  return (
    <Stack spacing={1.5} component="section" aria-label={t('preview.label')}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_, next: 'card' | 'opened' | null) => next && setView(next)}
        aria-label={t('preview.label')}
        sx={{ alignSelf: 'center' }}
      >
        <ToggleButton value="card">{t('preview.card')}</ToggleButton>
        <ToggleButton value="opened">{t('preview.opened')}</ToggleButton>
      </ToggleButtonGroup>
      <Phone>
        {card}
        {view === 'opened' && opened}
      </Phone>
    </Stack>
  );
}

function Opens({
  icon,
  colour,
  close,
  children,
}: {
  icon: ReactNode;
  colour: string;
  close: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ position: 'absolute', inset: 0, bgcolor: '#ffffff', p: 2, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {close}
      </Stack>
      <Stack spacing={1.5} sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}>
        <Avatar sx={{ bgcolor: colour }} aria-hidden>
          {icon}
        </Avatar>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Stack>
    </Box>
  );
}
