import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { forwardRef, useEffect, useRef, useState, type FormEvent } from 'react';
import { FieldFrame, invalidClass } from '../../ui/forms/FieldFrame';
import {
  matchingPreset,
  ordered,
  periodProblem,
  presetPeriod,
  SALES_PRESETS,
  type PeriodProblem,
  type SalesPeriod,
} from './sales-period';

interface DateFieldProps {
  name: 'start' | 'end';
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** One end of the period: the browser's date input, focused by the form when it is missing. */
const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { name, value, onChange, error },
  ref,
) {
  const { t } = useTranslation();
  return (
    <FieldFrame name={name} label={t(`adminSales.period.${name}`)} error={error}>
      {(wiring) => (
        <input
          {...wiring}
          ref={ref}
          type="date"
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={invalidClass('form-control', error)}
        />
      )}
    </FieldFrame>
  );
});

interface Props {
  period: SalesPeriod;
  onApply: (period: SalesPeriod) => void;
}

/**
 * The days to sum: two dates and Apply, or a preset that applies at once. The dates are the
 * browser's own date inputs, which are keyboard usable and give 'YYYY-MM-DD' in any language.
 */
export function SalesPeriodForm({ period, onApply }: Props) {
  const { t } = useTranslation();
  const [start, setStart] = useState(period.start);
  const [end, setEnd] = useState(period.end);
  const [problem, setProblem] = useState<PeriodProblem | null>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const chosen = matchingPreset(period, new Date());

  // A preset or a reversed range applied: the inputs show what is on screen.
  useEffect(() => {
    setStart(period.start);
    setEnd(period.end);
    setProblem(null);
  }, [period]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(start, end);
    setProblem(found);
    if (found) {
      (found === 'startMissing' ? startRef : endRef).current?.focus();
      return;
    }
    onApply(ordered(start, end));
  };

  const message = problem ? t(`adminSales.period.${problem}`) : undefined;
  const startError = problem === 'startMissing' ? message : undefined;
  const endError = problem && problem !== 'startMissing' ? message : undefined;

  const ends = [
    { name: 'start', ref: startRef, value: start, onChange: setStart, error: startError },
    { name: 'end', ref: endRef, value: end, onChange: setEnd, error: endError },
  ] as const;

  return (
    <div className="mb-4">
      <form
        className="d-flex flex-wrap align-items-start gap-3"
        aria-label={t('adminSales.period.title')}
        noValidate
        onSubmit={submit}
      >
        {ends.map((end) => (
          <DateField key={end.name} {...end} />
        ))}
        {/* Lined up with the inputs, below their labels. */}
        <div className="mb-3 align-self-end">
          <button type="submit" className="btn btn-primary">
            {t('adminSales.period.apply')}
          </button>
        </div>
      </form>
      <div
        role="group"
        aria-label={t('adminSales.presets.title')}
        className="d-flex flex-wrap gap-2"
      >
        {SALES_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`btn btn-sm ${chosen === preset ? 'btn-dark' : 'btn-outline-dark'}`}
            aria-pressed={chosen === preset}
            onClick={() => onApply(presetPeriod(preset, new Date()))}
          >
            {t(`adminSales.presets.${preset}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
