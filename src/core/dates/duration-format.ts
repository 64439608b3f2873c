/**
 * A length of time as people read it in `language`: "1 min, 35 sec" / "1 min e 35 s". Minutes
 * and seconds only: a publish or an import is measured in those.
 */
export function formatDuration(totalSeconds: number, language: string): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  if (minutes === 0) return unit(seconds, 'second');
  if (seconds === 0) return unit(minutes, 'minute');
  return new Intl.ListFormat(language, { style: 'long', type: 'unit' }).format([
    unit(minutes, 'minute'),
    unit(seconds, 'second'),
  ]);
}
