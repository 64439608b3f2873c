import { parseDraft, type FormDraft } from '../../../core/forms/form-draft';

/**
 * This tab's unsaved admin form, kept when the session ends under it and offered back on the
 * same page after signing in again (issue 26.7). sessionStorage: the tab's own, gone with it,
 * never sent anywhere. One draft at a time: a session ends once.
 */
const KEY = 'borse-admin-draft';

export function keepDraft(draft: FormDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage blocked or full: the sign-in page still says the change was not saved
  }
}

/** The draft kept for this page, if any (a draft of another page stays for that page). */
export function draftFor(path: string): FormDraft | null {
  try {
    const draft = parseDraft(window.sessionStorage.getItem(KEY));
    return draft?.path === path ? draft : null;
  } catch {
    return null;
  }
}

export function dropDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
