import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';

import { PageHeading } from '@/components/PageHeading';

export interface FormPageProps {
  /** The page's heading (spec 2's screen title). */
  title: string;
  /** One sentence on what the form does. */
  intro: string;
  /** The form's accessible name. */
  formLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  /** Set when the signed-in user lacks the form's claim: the form is shown, disabled, with this text. */
  forbidden?: string | null;
  /** A refusal that no field explains (403, 404, 409, a network failure). */
  problem?: string | null;
  /** What the last submission answered, when it is shown on the page. */
  outcome?: ReactNode;
  children: ReactNode;
}

/**
 * A create form as a whole page: heading, a short explanation, the fields,
 * the server's refusal above the submit button, and the submit button,
 * which shows the request in flight. Fields come from the feature.
 */
export function FormPage(props: FormPageProps) {
  const { title, intro, formLabel, onSubmit, submitLabel, pending, forbidden, problem, outcome, children } = props;
  return (
    <>
      <PageHeading title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
        {forbidden && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {forbidden}
          </Alert>
        )}
        <form noValidate aria-label={formLabel} onSubmit={onSubmit}>
          <fieldset disabled={Boolean(forbidden)} style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
            <Stack spacing={2}>{children}</Stack>
            {problem && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
            {outcome}
            <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" loading={pending} disabled={Boolean(forbidden)}>
                {submitLabel}
              </Button>
            </Stack>
          </fieldset>
        </form>
      </Paper>
    </>
  );
}
