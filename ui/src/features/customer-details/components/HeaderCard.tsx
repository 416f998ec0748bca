import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { type DetailField, FieldList } from '@/components/RecordDetails';

/**
 * The card at the top of a detail screen: who or what it is, its key facts,
 * and the screen's actions (Back, Impersonate).
 */
export function HeaderCard(props: {
  title: string;
  chips?: ReactNode;
  facts: readonly DetailField[];
  actions?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.4rem', overflowWrap: 'anywhere' }}>
              {props.title}
            </Typography>
            {props.chips}
          </Stack>
          <Box sx={{ mt: 1.5 }}>
            <FieldList fields={props.facts} columns={{ xs: 1, sm: 2, lg: 4 }} dense />
          </Box>
        </Box>
        {props.actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {props.actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A status chip of the header card. */
export function StateChip({ label, good }: { label: string; good: boolean }) {
  return <Chip size="small" label={label} color={good ? 'success' : 'default'} variant="outlined" />;
}
