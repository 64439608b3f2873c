import { RETURNS_WINDOW_DAYS } from '../account/returns-window';
import type { SiteSettings } from './site-settings';

/**
 * A stored settings row as read from the database: sections added after the row was written
 * are missing there until an admin saves them, so they get their defaults here (the returns
 * window: 30 days) rather than turning up undefined in every reader.
 */
export function withSettingDefaults(stored: SiteSettings): SiteSettings {
  const partial: Partial<SiteSettings> = stored;
  return { ...stored, returns: partial.returns ?? { days: RETURNS_WINDOW_DAYS } };
}
