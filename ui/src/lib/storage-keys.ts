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
} as const;
