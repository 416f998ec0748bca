import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One labelled value of a profile tab. */
export interface Field {
  label: string;
  value: ReactNode;
}

/**
 * Labelled values as a description list, two columns wide on a desktop and
 * one on a phone: the profile tabs (employment, financial, trusted contact).
 */
export function Fields({ title, fields }: { title: string; fields: readonly Field[] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.5, sm: 1.5 },
        }}
      >
        {fields.map((field) => (
          <Box key={field.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {field.label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {field.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
