/**
 * Spec section 2: "Names in routes have spaces and every run of non-alphanumeric characters
 * replaced by an underscore."
 *
 * Letters and digits of any script count as alphanumeric (Italian names carry à, è, ù), and so
 * do combining marks, so a decomposed "è" (e + U+0300) is not split; the name is NFC-normalised
 * first so both spellings give the same route. Underscores are themselves non-alphanumeric, so
 * they merge into the run around them. Leading and trailing underscores are dropped: a name
 * such as " Bags & Luggage!" would otherwise give "_Bags_Luggage_", and a name made only of
 * punctuation becomes '' (which search treats as "does nothing").
 */
const NON_ALPHANUMERIC_RUN = /[^\p{L}\p{M}\p{N}]+/gu;

export function toRouteName(name: string): string {
  return name
    .normalize('NFC')
    .replace(NON_ALPHANUMERIC_RUN, '_')
    .replace(/^_+|_+$/g, '');
}
