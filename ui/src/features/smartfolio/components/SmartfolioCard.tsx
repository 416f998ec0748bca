import EditIcon from '@mui/icons-material/Edit';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue, useEnumerationLabel } from '@/components/Enumeration';
import { Ltr, Money } from '@/components/Ltr';

import { AGGRESSIVENESS_MAX } from '../aggressiveness';
import type { Smartfolio } from '../api/get-smartfolios';

/** The card image, or a marked placeholder when the address does not load. */
function CardImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('smartfolio');
  const [failed, setFailed] = useState(false);
  const frame = { height: 120, width: '100%', bgcolor: 'action.hover', display: 'block', objectFit: 'cover' } as const;
  if (failed || !src) {
    return (
      <Stack
        role="img"
        aria-label={t('designer.noImage', { title: alt })}
        sx={{ ...frame, alignItems: 'center', justifyContent: 'center', color: 'text.secondary', display: 'flex' }}
      >
        <ImageNotSupportedIcon aria-hidden />
        <Typography variant="caption">{t('designer.imageUnavailable')}</Typography>
      </Stack>
    );
  }
  return <Box component="img" src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} sx={frame} />;
}

/** One field of the card: its name and its value, as a description-list pair. */
function Field({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {name}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** A smartfolio of the designer list with every field of spec 3, and its Edit action. */
export function SmartfolioCard({ smartfolio, onEdit }: { smartfolio: Smartfolio; onEdit: () => void }) {
  const { t } = useTranslation(['smartfolio', 'listing']);
  const enumerationLabel = useEnumerationLabel();
  const aggressiveness = enumerationLabel('AggressivenessLabel', smartfolio.aggressivenessLabel);
  const titleId = useId();
  const yesNo = (value: boolean) => t(value ? 'listing:yes' : 'listing:no');
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardImage src={smartfolio.imageUrl} alt={smartfolio.title} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 0.5 }} useFlexGap>
          <Chip
            size="small"
            color={smartfolio.active ? 'success' : 'default'}
            label={t(smartfolio.active ? 'smartfolio:designer.active' : 'smartfolio:designer.inactive')}
          />
          <Chip size="small" variant="outlined" label={enumerationLabel('SmartfolioCategory', smartfolio.category)} />
          <Chip size="small" variant="outlined" label={<Ltr>{smartfolio.symbol}</Ltr>} translate="no" />
        </Stack>
        {/* Product names and the text staff wrote, in the language they wrote them: not for translation. */}
        <Typography id={titleId} variant="h6" component="h2" dir="auto" translate="no">
          {smartfolio.title}
        </Typography>
        <Typography variant="subtitle2" component="p" color="text.secondary" dir="auto" translate="no" gutterBottom>
          {smartfolio.marketingName}
        </Typography>
        <Typography variant="body2" dir="auto" translate="no" sx={{ mb: 2 }}>
          {smartfolio.description}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary">
              {t('smartfolio:fields.aggressiveness')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {/* The number and the scale left to right in either direction, then the label. */}
              <Ltr>
                {smartfolio.aggressiveness} / {AGGRESSIVENESS_MAX}
              </Ltr>{' '}
              · {aggressiveness}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={(smartfolio.aggressiveness / AGGRESSIVENESS_MAX) * 100}
            aria-label={t('smartfolio:designer.aggressivenessOf', {
              value: smartfolio.aggressiveness,
              label: aggressiveness,
            })}
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Field name={t('smartfolio:fields.isCoreStrategy')}>{yesNo(smartfolio.isCoreStrategy)}</Field>
          <Field name={t('smartfolio:fields.startTime')}>
            <DateTimeText value={smartfolio.startTime} />
          </Field>
          <Field name={t('smartfolio:fields.minimumInvested')}>
            <Money amount={smartfolio.minimumInvested} />
          </Field>
          <Field name={t('smartfolio:fields.membershipType')}>
            <EnumerationValue enumeration="MembershipType" value={smartfolio.membershipType} />
          </Field>
          <Field name={t('smartfolio:fields.performDownload')}>{yesNo(smartfolio.performDownload)}</Field>
          <Field name={t('smartfolio:fields.smartfolioId')}>{smartfolio.smartfolioId}</Field>
        </Box>
      </CardContent>
      <CardActions>
        <Button
          startIcon={<EditIcon />}
          onClick={onEdit}
          aria-label={t('smartfolio:designer.editOf', { title: smartfolio.title })}
        >
          {t('smartfolio:actions.edit')}
        </Button>
      </CardActions>
    </Card>
  );
}
