/**
 * The address of a caller no proxy header names (a local run): every such caller shares it, so
 * a per-address limit must not count it.
 */
export const UNKNOWN_ADDRESS = 'unknown';
