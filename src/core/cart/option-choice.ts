/** One of a product's options (a size, colour or style) by its English and Italian names. */
export interface OfferedOption {
  name: string;
  /** '' when it has no Italian name of its own. */
  itaName: string;
}

export type OptionChoice =
  { ok: true; name: string } | { ok: false; problem: 'needed' | 'not-offered' };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A cart line's option as the product spells it (English), from what the shopper sent in
 * either language and any case. A product that has options needs one of them, so the shop
 * knows what to ship; the only one it has is taken when none is sent (docs/decisions.md,
 * "Issue 25.1"). A product without that option takes none.
 */
export function chooseOption(wanted: string, offered: readonly OfferedOption[]): OptionChoice {
  const text = wanted.trim();
  if (offered.length === 0) return text === '' ? { ok: true, name: '' } : notOffered;
  if (text === '') {
    const [only] = offered;
    return offered.length === 1 && only ? { ok: true, name: only.name } : needed;
  }
  const found = offered.find(
    (o) => same(o.name, text) || (o.itaName !== '' && same(o.itaName, text)),
  );
  return found ? { ok: true, name: found.name } : notOffered;
}

const needed: OptionChoice = { ok: false, problem: 'needed' };
const notOffered: OptionChoice = { ok: false, problem: 'not-offered' };
