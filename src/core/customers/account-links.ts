/** How long the links mailed to a customer stay usable, and how often they may be mailed. */
export const ACTIVATION_LINK_DAYS = 7;
export const RESET_LINK_MINUTES = 60;
/** A sign-in link (issue 28.3) opens a session: short-lived, like a code. */
export const SIGNIN_LINK_MINUTES = 15;

/**
 * At most one activation or reset mail per account in this many seconds, so the calls that
 * send them (sign-in of a pending account, forgot password) cannot flood someone's inbox.
 */
export const ACCOUNT_MAIL_INTERVAL_SECONDS = 60;
