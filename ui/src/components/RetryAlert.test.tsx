import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiProblem } from '@/lib/api-client';

import { RetryAlert } from './RetryAlert';

afterEach(cleanup);

const refused = (claim: string) =>
  new ApiProblem(403, { title: 'Forbidden', error: `This operation requires the claim ${claim}.` });

describe('RetryAlert', () => {
  it('says what failed and asks again on Try again', async () => {
    const retry = vi.fn();
    render(
      <RetryAlert onRetry={retry} error={new ApiProblem(500, { error: 'Boom' })}>
        The accounts could not be loaded: Boom
      </RetryAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The accounts could not be loaded: Boom');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('names the missing permission in words, as Manage Roles does, and offers no retry', () => {
    render(
      <RetryAlert onRetry={vi.fn()} error={refused('bankAccount.viewList')}>
        The bank accounts could not be loaded
      </RetryAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have the permission “View bank accounts”, which this needs. An administrator can give it to you in Manage Roles.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('bankAccount.viewList');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the claim itself for a permission the console has no name for', () => {
    render(
      <RetryAlert onRetry={vi.fn()} error={refused('brand.new')}>
        x
      </RetryAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have the permission “brand.new”');
  });

  it('keeps Try again for a 403 that names no claim: another session may answer differently', () => {
    render(
      <RetryAlert onRetry={vi.fn()} error={new ApiProblem(403, { error: 'Return to your own session.' })}>
        Refused: Return to your own session.
      </RetryAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Refused: Return to your own session.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
