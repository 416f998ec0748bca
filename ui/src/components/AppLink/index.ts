export { AppLink, type AppLinkProps, type FromListing } from './AppLink';
