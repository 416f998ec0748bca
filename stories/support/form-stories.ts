import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createHandlers } from '@/mocks/handlers';
import { delay, http, HttpResponse, problem } from '@/mocks/http';

import { wait } from './interactions';
import { expectNoSidewaysScroll } from './screen-stories';
import { atViewport } from './viewports';

type Canvas = StoryContext['canvas'];
/** The form, queried within. */
export type FormQueries = ReturnType<typeof within>;
/** A check run after a standard one, for what one form shows beyond it. */
type After = (form: FormQueries) => Promise<void>;

export interface FormOptions {
  /** The form's accessible name in English (its heading). */
  name: string;
  /** The name of the button that sends it. */
  submit: string;
  /** The form's heading in Arabic: the Arabic story checks it, and that the page is right to left. */
  arabicHeading: string;
  /** Fills the form with an entry the browser's checks accept, and returns the form. */
  fillValid: (canvas: Canvas) => Promise<FormQueries>;
  /** A 400 of the server naming one field (ServerFieldErrors): where the write goes, the field and its message. */
  fieldProblem?: { path: string; field: string; message: string };
  /** What a state shows beyond the standard check. */
  after?: Partial<Record<'ServerFieldErrors' | 'Submitting' | 'ServerError' | 'Arabic', After>>;
}

type Story = StoryObj;

/** A write the server refuses naming one field (a 400 with `errors`), put ahead of a screen's other handlers. */
export function refusedField(method: 'post' | 'put', path: string, field: string, message: string) {
  return http.untyped[method](path, () => problem(400, 'Bad Request', `${field}: ${message}`, { [field]: [message] }));
}

/** A write that never answers: the form's pending state. */
export function neverAnswered(method: 'post' | 'put', path: string) {
  return http.untyped[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/**
 * The states every create form shares (issue 13, item 5), as `screenStories` does for listings:
 * ServerFieldErrors (the server's message on its field), Submitting (no second click), ServerError
 * (the server's failure above the button), Forbidden (without users.manage), Arabic and Phone. A
 * form's stories file adds its own (Populated, Empty, FieldErrors, the success) beside them:
 *
 *   const forms = formStories({ name: 'Add account', submit: 'Open account', arabicHeading: '…', fillValid });
 *   export const Submitting = forms.Submitting;   // … and the others
 */
export function formStories(options: FormOptions) {
  const { name, submit, after = {} } = options;
  const form = async (canvas: Canvas, accessibleName = name) =>
    within(await canvas.findByRole('form', { name: accessibleName }, wait));
  const sendValid = async (canvas: Canvas) => {
    const f = await options.fillValid(canvas);
    await userEvent.click(f.getByRole('button', { name: submit }));
    return f;
  };

  /** The server's own field message lands on its field. */
  const problemOf = options.fieldProblem;
  const ServerFieldErrors: Story = {
    parameters: problemOf && {
      msw: {
        handlers: {
          create: [refusedField('post', problemOf.path, problemOf.field, problemOf.message)],
        },
      },
    },
    play: async ({ canvas }) => {
      if (!problemOf) throw new Error(`formStories of ${name}: give a fieldProblem to export ServerFieldErrors`);
      const f = await sendValid(canvas);
      await expect(await f.findByText(problemOf.message, {}, wait)).toBeVisible();
      await after.ServerFieldErrors?.(f);
    },
  };

  /** While the server works: the button shows it and takes no second click. */
  const Submitting: Story = {
    parameters: { msw: { handlers: { create: createHandlers.loading } } },
    play: async ({ canvas }) => {
      const f = await sendValid(canvas);
      await waitFor(() => expect(f.getByRole('button', { name: new RegExp(submit) })).toBeDisabled(), wait);
      await after.Submitting?.(f);
    },
  };

  /** The server fails: its message shows above the button. */
  const ServerError: Story = {
    parameters: { msw: { handlers: { create: createHandlers.errors } } },
    play: async ({ canvas }) => {
      const f = await sendValid(canvas);
      await expect(await f.findByRole('alert', {}, wait)).toHaveTextContent(
        'The server refused the request: The server could not complete the request.',
      );
      await after.ServerError?.(f);
    },
  };

  /** Without users.manage: the form says so and cannot be sent. */
  const Forbidden: Story = {
    parameters: { session: 'analyst' },
    play: async ({ canvas }) => {
      const f = await form(canvas);
      await expect(
        await canvas.findByText('You do not have the permission this form needs (users.manage).'),
      ).toBeVisible();
      await expect(f.getByRole('button', { name: submit })).toBeDisabled();
    },
  };

  const Arabic: Story = {
    globals: { locale: 'ar' },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('heading', { level: 1, name: options.arabicHeading }, wait)).toBeVisible();
      await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      await after.Arabic?.(await form(canvas, options.arabicHeading));
    },
  };

  const Phone: Story = {
    globals: atViewport('phone'),
    play: async ({ canvas }) => {
      await form(canvas);
      await expectNoSidewaysScroll();
    },
  };

  return { ServerFieldErrors, Submitting, ServerError, Forbidden, Arabic, Phone };
}
