import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useCallback, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { readQuantity, type QuantityProblem } from '../../core/cart/quantity-text';

/**
 * A quantity box's text, kept exactly as typed (an empty box stays empty while the person types
 * the next digit), and its message once it is checked on blur, Enter or submit. `initial` null:
 * the box shows the minimum until the person types.
 */
export function useQuantityDraft(initial: string | null) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  // A click focuses the box and selects its number, so what is typed replaces it; the click's
  // own mouseup would otherwise put the caret back between the digits.
  const clickFocus = useRef(false);

  /** The text as typed, or as the server or the product page set it; the message goes. */
  const change = useCallback((text: string) => {
    setDraft(text);
    setProblem(null);
  }, []);

  /** The typed quantity when it is one, else null and its message shows. */
  const check = useCallback(
    (min: number, max: number): number | null => {
      const reading = readQuantity(draft ?? String(min), min, max);
      setProblem(reading.ok ? null : reading);
      return reading.ok ? reading.quantity : null;
    },
    [draft],
  );

  const message =
    problem === null
      ? ''
      : problem.problem === 'empty' || problem.problem === 'whole'
        ? t(`quantity.${problem.problem}`)
        : t(`quantity.${problem.problem}`, { count: problem.limit });

  const inputProps = (min: number, messageId: string) => ({
    type: 'text',
    // A numeric keypad without type="number", which turns "-" or "1e" into "" behind the text.
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    value: draft ?? String(min),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
    onMouseDown: (event: MouseEvent<HTMLInputElement>) => {
      clickFocus.current = document.activeElement !== event.currentTarget;
    },
    onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
    onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
      if (clickFocus.current) event.preventDefault();
      clickFocus.current = false;
    },
  });

  return { draft, change, check, message, inputProps };
}
