// Every internal link of the site goes through here. Next's <Link> prefetches a linked page as soon
// as the link scrolls into view, so a phone on a slow network fetched pages its reader never asked
// for: every page fetched the home page's payload through the header's brand link, and the home
// page fetched every rule and example page. Here nothing is prefetched; a click still navigates on
// the client, fetching the page's payload then.
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

export type LinkProps = ComponentProps<typeof NextLink>;

export function Link({ prefetch = false, ...props }: LinkProps) {
  return <NextLink prefetch={prefetch} {...props} />;
}

export default Link;
