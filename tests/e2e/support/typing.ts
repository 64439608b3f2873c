import type { Locator } from 'playwright-core';

/**
 * Types into a box the way a person does, not the way `fill` does: a click into it (the caret
 * lands at the end of what is there), Backspace until it looks empty, each key of `text` with
 * a short pause, then Tab to leave it. Boxes that snap back to a default while they are empty, or
 * keep a digit a person thought they had deleted, show up this way ("3" ordering 13).
 *
 * `keep: true` leaves what is there and types after it (a person adding to a word).
 */
export async function typeLikeAPerson(
  box: Locator,
  text: string,
  { keep = false, leave = 'Tab' }: { keep?: boolean; leave?: 'Tab' | 'Enter' | null } = {},
): Promise<void> {
  await box.click();
  await box.press('End');
  if (!keep) {
    // As many Backspaces as there are characters, one at a time, as a person does.
    const before = await box.inputValue();
    for (let i = 0; i < before.length; i += 1) await box.press('Backspace');
  }
  await box.pressSequentially(text, { delay: 20 });
  if (leave) await box.press(leave);
}
