import 'i18next';

// Missing keys fall back to the key itself, never null, so t() is always a string.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
