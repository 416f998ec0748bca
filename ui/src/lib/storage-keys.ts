/** The browser storage keys, as the specification names them (spec 3). */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userData: 'user_data',
  userServer: 'user_server',
  userTimezone: 'user_timezone',
  offsetTime: 'offset_time',
  themeColor: 'theme_color',
  publicIp: 'public_ip',
  /** The chosen language (the settings state's `locale`). */
  locale: 'locale',
  /** The rest of the settings state (spec 3): light or dark, navigation style. */
  settings: 'settings',
  /** The staff session kept while impersonating, for the way back (not in the spec, which keeps none). */
  impersonator: 'impersonator_session',
  /** Set once the guided tour was finished or skipped. */
  tourDone: 'tour_done',
} as const;
