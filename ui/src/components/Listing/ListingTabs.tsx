import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { TabScrollButton } from '@/components/TabScrollButton';
import type { OperationId } from '@/lib/api-types';

import type { TextKey } from './text-key';
import { Listing, type ListingProps, useKeyText } from './Listing';

/** One tab of listings: its id in the URL, its label, and the listing it shows. */
export interface ListingTab {
  id: string;
  label: TextKey;
  render: () => ReactNode;
}

/** A tab showing a descriptor's listing, labelled by the descriptor's label. */
export function listingTab<O extends OperationId>(id: string, props: ListingProps<O>): ListingTab {
  return {
    id,
    label: props.listing.label,
    render: () => <Listing listing={props.listing} urlNamespace={props.urlNamespace} />,
  };
}

export interface ListingTabsProps {
  tabs: readonly ListingTab[];
  /** The tab list's accessible name. */
  label: TextKey;
  /** The search parameter holding the chosen tab; the first tab is the default. */
  param?: string;
  /** Parameters a new tab keeps (the orders' dates); the rest start from the new tab's defaults. */
  keep?: readonly string[];
}

/**
 * Listings as tabs, the chosen one in the URL (`?tab=fix`), so a link opens
 * the same tab with its page, sort and filters.
 */
export function ListingTabs({ tabs, label, param = 'tab', keep = [] }: ListingTabsProps) {
  const { text } = useKeyText(useMemo(() => [label, ...tabs.map((tab) => tab.label)], [label, tabs]));
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.id === params.get(param)) ?? tabs[0];
  if (!current) return null;
  return (
    <>
      <Tabs
        value={current.id}
        onChange={(_, next: string) => {
          const kept = new URLSearchParams();
          kept.set(param, next);
          for (const key of keep) {
            const value = params.get(key);
            if (value !== null) kept.set(key, value);
          }
          setParams(kept);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        slots={{ scrollButtons: TabScrollButton }}
        aria-label={text(label)}
        sx={{ mb: 2 }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={text(tab.label)} />
        ))}
      </Tabs>
      {/* A new tab is a new listing: its state starts from its own defaults. */}
      <div key={current.id}>{current.render()}</div>
    </>
  );
}
