import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { Ltr } from '@/components/Ltr';

export interface FigureCardProps {
  label: string;
  value: string;
  /** The filtered listing the figure counts; none when the user may not open it. */
  to?: string;
  /** What the link opens, for screen readers and the tooltip. */
  linkHint?: string;
  icon: ReactNode;
}

/** One headline figure; a link to the listing it counts when the user may open it. */
export function FigureCard({ label, value, to, linkHint, icon }: FigureCardProps) {
  // The size at which the figure fills its card's width (a bold digit is about 0.6 em wide): the longest
  // amount shrinks to stay on one line; a short figure keeps the full size.
  const fit = Math.floor(160 / Math.max(value.length, 1));
  const body = (
    <CardContent sx={{ display: 'flex', gap: { xs: 1, sm: 2 }, alignItems: 'center', p: { xs: 1.5, sm: 2 } }}>
      <Typography component="span" aria-hidden sx={{ color: 'primary.main', display: { xs: 'none', sm: 'flex' } }}>
        {icon}
      </Typography>
      {/* A size container: the figure's type fits the card, so the longest amount stays on one line. */}
      <Box sx={{ minWidth: 0, flex: 1, containerType: 'inline-size' }}>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {label}
        </Typography>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontSize: { xs: `min(1.25rem, ${fit}cqi)`, sm: `min(1.6rem, ${fit}cqi)` },
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <Ltr>{value}</Ltr>
        </Typography>
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} title={linkHint} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
