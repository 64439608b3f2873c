/** The body fields that may carry someone's credentials (an email address, a one-time token). */
export type CredentialKey = 'email' | 'token';
