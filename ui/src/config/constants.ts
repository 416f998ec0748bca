/** The running console's version; `/meta.json` is compared with it (spec 9). */
export const APP_VERSION = '0.1.90';

/** The client id the console presents at the token endpoint (spec 7). */
export const CLIENT_ID = 'brokerage.mobile';

/** The scopes asked for at sign-in and refresh (spec 7). */
export const LOGIN_SCOPE = 'openid email phone profile offline_access roles brokerage.api';

/** The fixed account segment of the signed-in-user call (spec 7). */
export const ACCOUNT_SEGMENT = 'backoffice';

/** Sent with the signed-in-user call; the mock server accepts any value. */
export const SECURITY_KEY = 'console';

/** The claim without which sign-in is refused (spec 4, 6). */
export const PAGE_ACCESS_CLAIM = 'pageAccess';

/** The role whose members see their full name in the sidebar (spec 6). */
export const ADMINISTRATOR_ROLE = 'administrator';

/** The company legal line's year (spec 9). */
export const FOOTER_YEAR = 2019;
