import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { changeLanguage, initI18n } from '@/i18n';

import { DateField, type DateFieldProps } from './DateField';

afterEach(cleanup);
beforeAll(async () => {
  await initI18n('en');
});

const today = '2026-11-23';

/** A field holding its value, as a form does. */
function Form(props: Omit<DateFieldProps, 'value' | 'onChange'> & { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateField
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

async function typeInto(label: string, digits: string, section = 'Month') {
  await userEvent.click(within(screen.getByRole('group', { name: label })).getByRole('spinbutton', { name: section }));
  await userEvent.keyboard(digits);
}

describe('DateField: one shared date field with limits', () => {
  it('refuses a past date where the form says so (the notification form, spec 5)', async () => {
    const onChange = vi.fn();
    render(<Form label="Start" disablePast today={today} onChange={onChange} />);
    await typeInto('Start', '11222026');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Dates cannot be in the past')).toBeInTheDocument();
    await typeInto('Start', '11232026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    expect(screen.queryByText('Dates cannot be in the past')).toBeNull();
  });

  it('refuses a date before its minimum, naming it as MM-dd-yyyy (an end not before its start)', async () => {
    const onChange = vi.fn();
    render(<Form label="End" minDate="2026-12-05" today={today} onChange={onChange} />);
    await typeInto('End', '12042026');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('The date cannot be before 12-05-2026')).toBeInTheDocument();
  });

  it('says so when a date is left half typed', async () => {
    render(<Form label="Start" today={today} onChange={vi.fn()} />);
    await typeInto('Start', '1105');
    await userEvent.tab();
    await userEvent.tab();
    expect(await screen.findByText('Enter the whole date: month, day and year (MM-dd-yyyy)')).toBeInTheDocument();
  });

  it('fills the month first when an empty field is clicked in its middle, then the day and the year', async () => {
    const onChange = vi.fn();
    render(<Form label="Start" today={today} onChange={onChange} />);
    await typeInto('Start', '11202026', 'Day');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
    const sections = within(screen.getByRole('group', { name: 'Start' })).getAllByRole('spinbutton');
    expect(sections.map((section) => section.textContent)).toEqual(['11', '20', '2026']);
  });

  it('still lets a date that has digits be corrected where it is clicked', async () => {
    const onChange = vi.fn();
    render(<Form label="Start" today={today} onChange={onChange} />);
    await typeInto('Start', '11202026');
    await typeInto('Start', '21', 'Day');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-11-21');
  });

  it('shows a message from the form around it', () => {
    render(<DateField label="Start" value="" onChange={vi.fn()} error="This field is required" />);
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('names its month, day and year sections in Arabic, and keeps MM-dd-yyyy', async () => {
    await act(() => changeLanguage('ar'));
    try {
      render(<DateField label="تاريخ البدء" value="2026-11-01" onChange={vi.fn()} today={today} />);
      const field = await screen.findByRole('group', { name: 'تاريخ البدء' });
      const names = within(field)
        .getAllByRole('spinbutton')
        .map((section) => section.getAttribute('aria-label'));
      expect(names).toEqual(['الشهر', 'اليوم', 'السنة']);
      expect(
        within(field)
          .getAllByRole('spinbutton')
          .map((section) => section.textContent),
      ).toEqual(['11', '01', '2026']);
      expect(screen.getByRole('button', { name: 'اختر تاريخ البدء من التقويم' })).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
