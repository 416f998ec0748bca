import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

import { type ClaimName, hasClaim } from '@/lib/session';
import { useSession } from '@/lib/use-session';

export interface CreateLink {
  to: string;
  label: string;
  /** Every claim the target route needs: without them the link is not shown (the route is not registered). */
  claims: readonly ClaimName[];
  /** The main action of the listing is filled; others are outlined. */
  primary?: boolean;
}

/** A listing's create actions ("Add New"), shown only to staff whose claims open the target. */
export function CreateLinks({ links }: { links: readonly CreateLink[] }) {
  const session = useSession();
  const shown = links.filter((link) => link.claims.every((claim) => hasClaim(session, claim)));
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
