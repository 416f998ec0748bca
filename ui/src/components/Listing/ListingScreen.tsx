import { PageHeading } from '@/components/PageHeading';
import type { OperationId } from '@/lib/api-types';

import type { TextKey } from './text-key';
import { Listing, type ListingProps, useListingText } from './Listing';

/**
 * A listing as a whole page: the heading (the screen's title in the registry, as the menu
 * and the breadcrumbs name it, unless the screen gives its own), then the listing.
 */
export function ListingScreen<O extends OperationId>(props: ListingProps<O> & { title?: TextKey }) {
  const { text } = useListingText(props.listing);
  return (
    <>
      <PageHeading title={props.title ? text(props.title) : undefined} fallbackTitle={text(props.listing.label)} />
      <Listing listing={props.listing} urlNamespace={props.urlNamespace} actions={props.actions}>
        {props.children}
      </Listing>
    </>
  );
}
