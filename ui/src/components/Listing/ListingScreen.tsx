import { PageHeading } from '@/components/PageHeading';
import type { OperationId } from '@/lib/api-types';

import type { TextKey } from './text-key';
import { Listing, type ListingProps, useListingText } from './Listing';

/** A listing as a whole page: the heading (the descriptor's label unless given), then the listing. */
export function ListingScreen<O extends OperationId>(props: ListingProps<O> & { title?: TextKey }) {
  const { text } = useListingText(props.listing);
  return (
    <>
      <PageHeading title={text(props.title ?? props.listing.label)} />
      <Listing listing={props.listing} urlNamespace={props.urlNamespace} actions={props.actions}>
        {props.children}
      </Listing>
    </>
  );
}
