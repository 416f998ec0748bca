export { getUser, type UserDetails, userQueryOptions, useUser } from './api/get-user';
