import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { initI18n } from '@/i18n';

import { type DateRange, DateRangePicker } from './DateRangePicker';

// Vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);
beforeAll(async () => {
  await initI18n('en');
});

const today = '2026-11-23';
const renderPicker = (value: DateRange) => {
  const onChange = vi.fn();
  render(<DateRangePicker value={value} onChange={onChange} today={today} />);
  return onChange;
};

describe('DateRangePicker (spec 5)', () => {
  it('shows the dates as MM-dd-yyyy', () => {
    renderPicker({ start: '2026-11-01', end: '2026-11-20' });
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('11-01-2026');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('11-20-2026');
  });

  it('takes a typed date once it is complete', async () => {
    const onChange = renderPicker({ start: '', end: '' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '11-02-2026');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-02', end: '' });
  });

  it('refuses a future date', async () => {
    const onChange = renderPicker({ start: '', end: '' });
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '11-24-2026');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Dates cannot be in the future')).toBeInTheDocument();
  });

  it("warns 'End Date is Before Start Date!' and keeps the range", async () => {
    const onChange = renderPicker({ start: '2026-11-10', end: '' });
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '11-01-2026');
    const dialog = await screen.findByRole('dialog', { name: 'Be Careful With The Date' });
    expect(dialog).toHaveTextContent('End Date is Before Start Date!');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("warns 'Start date is After End Date!'", async () => {
    renderPicker({ start: '', end: '2026-11-10' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '11-20-2026');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Start date is After End Date!');
  });
});
