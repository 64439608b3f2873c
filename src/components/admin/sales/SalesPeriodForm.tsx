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
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}

/** One end of the period: the browser's date input, focused by the form when it is missing. */
const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { name, label, value, onValueChange, error },
  ref,
) {
  return (
    <FieldFrame name={name} label={label} error={error}>
      {(wiring) => (
        <input
          {...wiring}
          ref={ref}
          type="date"
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
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

  return (
    <div className="mb-4">
      <form
        className="d-flex flex-wrap align-items-start gap-3"
        aria-label={t('adminSales.period.title')}
        noValidate
        onSubmit={submit}
      >
        <DateField
          ref={startRef}
          name="start"
          label={t('adminSales.period.start')}
          value={start}
          onValueChange={setStart}
          error={startError}
        />
        <DateField
          ref={endRef}
          name="end"
          label={t('adminSales.period.end')}
          value={end}
          onValueChange={setEnd}
          error={endError}
        />
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
