import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeading } from '@/components/PageHeading';
import { errorText } from '@/lib/api-client';
import { type ClaimName, hasClaim } from '@/lib/session';
import { useSession } from '@/lib/use-session';

export interface FormPageProps {
  /** The page's heading (spec 2's screen title), also the form's accessible name. */
  title: string;
  /** One sentence on what the form does. */
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The claim the form needs: without it the form is shown disabled, saying so. */
  claim: ClaimName;
  /** The submission: in flight, Submit shows it; failed, its error shows above the button... */
  mutation: { isPending: boolean; error: unknown };
  /** ...unless its messages went onto the form's fields (`applyServerErrors`): the form's errors. */
  fieldErrors: object;
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
  const { title, intro, onSubmit, submitLabel, claim, mutation, fieldErrors, outcome, children } = props;
  const { isPending: pending, error } = mutation;
  const { t } = useTranslation(['create', 'common']);
  const forbidden = hasClaim(useSession(), claim) ? null : t('forbidden', { claim });
  const problem =
    error && Object.keys(fieldErrors).length === 0
      ? t('serverFailed', { error: errorText(error, t('common:errors.generic')) })
      : null;
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
        <form noValidate aria-label={title} onSubmit={onSubmit}>
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
