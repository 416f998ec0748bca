import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

import { useCanOpen } from './route-table';

export interface CreateLink {
  to: string;
  label: string;
  /** The main action of the listing is filled; others are outlined. */
  primary?: boolean;
}

/**
 * A listing's create actions ("Add New"), shown only to staff who may open
 * the target (the route table says; the create screen is not registered for the others).
 */
export function CreateLinks({ links }: { links: readonly CreateLink[] }) {
  const canOpen = useCanOpen();
  const shown = links.filter((link) => canOpen(link.to));
  if (!shown.length) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mb: 2, mt: -1 }}>
      {shown.map((link) => (
        <Button
          key={link.to}
          component={RouterLink}
          to={link.to}
          variant={link.primary ? 'contained' : 'outlined'}
          startIcon={link.primary ? <AddIcon /> : undefined}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
