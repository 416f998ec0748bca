import { cleanup, render, screen, within } from '@testing-library/react';
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

/** Types digits into a date field as a user does: the month, day and year fill in turn. */
async function typeDate(label: string, digits: string) {
  const field = screen.getByRole('group', { name: label });
  await userEvent.click(within(field).getByRole('spinbutton', { name: 'Month' }));
  await userEvent.keyboard(digits);
}

const sections = (label: string) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent);

describe('DateRangePicker (spec 5)', () => {
  it('shows the dates as MM-dd-yyyy, one section each for month, day and year', () => {
    renderPicker({ start: '2026-11-01', end: '2026-11-20' });
    expect(sections('Start date')).toEqual(['11', '01', '2026']);
    expect(sections('End date')).toEqual(['11', '20', '2026']);
  });

  it('takes digits typed in a row (01012020) as month, day and year', async () => {
    const onChange = renderPicker({ start: '', end: '' });
    await typeDate('Start date', '01012020');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2020-01-01', end: '' });
  });

  it('refuses a future date with a hint', async () => {
    const onChange = renderPicker({ start: '', end: '' });
    await typeDate('End date', '11242026');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Dates cannot be in the future')).toBeInTheDocument();
  });

  it("warns 'End Date is Before Start Date!' and keeps the range", async () => {
    const onChange = renderPicker({ start: '2026-11-10', end: '' });
    await typeDate('End date', '11012026');
    const dialog = await screen.findByRole('dialog', { name: 'Be Careful With The Date' });
    expect(dialog).toHaveTextContent('End Date is Before Start Date!');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("warns 'Start date is After End Date!'", async () => {
    renderPicker({ start: '', end: '2026-11-10' });
    await typeDate('Start date', '11202026');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Start date is After End Date!');
  });

  it('does not warn about a date still being typed (12 on the way to 12-15-2025)', async () => {
    const onChange = renderPicker({ start: '2026-01-01', end: '2026-01-31' });
    await typeDate('Start date', '12152025');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-12-15', end: '2026-01-31' });
  });

  it('takes a changed day when the field is left', async () => {
    const onChange = renderPicker({ start: '2026-11-01', end: '' });
    const field = screen.getByRole('group', { name: 'Start date' });
    await userEvent.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('15');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(document.body);
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-15', end: '' });
  });
});
