import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { type FeedPage, feedQueryOptions } from '@/features/feeds/api/get-feed';

import { MessagesDropdown, NotificationsDropdown } from './FeedDropdowns';

afterEach(cleanup);

/** A feed of `unread` unread entries and `read` read ones. */
function feed(unread: number, read = 1): FeedPage {
  const item = (i: number, read: boolean) => ({
    id: String(i),
    title: `Entry ${i}`,
    text: 'Text',
    createdDate: '2026-11-27T10:00:00Z',
    read,
  });
  const data = Array.from({ length: unread + read }, (_, i) => item(i, i >= unread));
  return { data, totalCount: data.length };
}

function renderWith(unread: number) {
  const client = new QueryClient();
  client.setQueryData(feedQueryOptions('notifications').queryKey, feed(unread));
  client.setQueryData(feedQueryOptions('messages').queryKey, feed(unread));
  render(
    <QueryClientProvider client={client}>
      <NotificationsDropdown />
      <MessagesDropdown />
    </QueryClientProvider>,
  );
  return client;
}

/** Changes the cache and lets the query's observers render (they are notified on a timer). */
const settle = (change: () => void) =>
  act(async () => {
    change();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

/** The text a sighted user sees on a header button: its badge's count, if any. */
const shownOn = (button: HTMLElement) => button.textContent ?? '';

describe('the header feeds’ buttons: what the badge shows is part of the name', () => {
  it('names the unread count the badge shows', () => {
    renderWith(3);
    expect(shownOn(screen.getByRole('button', { name: 'Notifications, 3 unread' }))).toBe('3');
    expect(shownOn(screen.getByRole('button', { name: 'Messages, 3 unread' }))).toBe('3');
  });

  it('says 99+ in the name when the badge does', () => {
    renderWith(120);
    expect(shownOn(screen.getByRole('button', { name: 'Notifications, 99+ unread' }))).toBe('99+');
    expect(shownOn(screen.getByRole('button', { name: 'Messages, 99+ unread' }))).toBe('99+');
  });

  it('carries no count, hidden or not, when none is unread', async () => {
    const client = renderWith(0);
    // A second render with none unread (the feed refetched with a new entry, read): MUI's hidden
    // badge then shows the last count it was given, 0.
    await settle(() => {
      client.setQueryData(feedQueryOptions('notifications').queryKey, feed(0, 2));
      client.setQueryData(feedQueryOptions('messages').queryKey, feed(0, 2));
    });
    expect(shownOn(screen.getByRole('button', { name: 'Notifications' }))).toBe('');
    expect(shownOn(screen.getByRole('button', { name: 'Messages' }))).toBe('');
  });

  it('drops the count from the button once the last entry is read', async () => {
    const client = renderWith(2);
    await settle(() => client.setQueryData(feedQueryOptions('notifications').queryKey, feed(0)));
    expect(shownOn(await screen.findByRole('button', { name: 'Notifications' }))).toBe('');
  });
});
