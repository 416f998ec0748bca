import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DateTimeText } from '@/components/DateTimeText';
import { Money } from '@/components/Ltr';
import { changeLanguage } from '@/i18n';
import { reloadTimeZone, setTimeZone } from '@/lib/time-zone-store';

import { useLanguage } from './use-language';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  reloadTimeZone();
  await act(() => changeLanguage('en'));
});

function Language() {
  return <span data-testid="language">{useLanguage()}</span>;
}

describe('useLanguage', () => {
  it('is the current language and follows every change of it', async () => {
    render(<Language />);
    expect(screen.getByTestId('language')).toHaveTextContent(/^en$/);
    await act(() => changeLanguage('fr'));
    expect(screen.getByTestId('language')).toHaveTextContent(/^fr$/);
    await act(() => changeLanguage('ar'));
    expect(screen.getByTestId('language')).toHaveTextContent(/^ar$/);
  });

  it('re-renders the values formatted in it: a date marker and an amount change with the language', async () => {
    setTimeZone({ zone: 'UTC', offset: '+00:00' });
    render(
      <>
        <DateTimeText value="2026-11-23T14:05:00Z" />
        <Money amount={1234.5} />
      </>,
    );
    expect(screen.getByText('11/23/2026 02:05 PM')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    await act(() => changeLanguage('zh'));
    expect(screen.getByText('11/23/2026 02:05 下午')).toBeInTheDocument();
    await act(() => changeLanguage('fr'));
    expect(screen.getByText('1 234,50 $US')).toBeInTheDocument();
  });
});
