import React from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useContentLanguage } from '../../site/use-content-language';
import { useFormatMoney } from '../../site/use-format-money';
import { ChartFigure, type ChartColumn } from './ChartFigure';
import { moneyTick } from './chart-format';

export interface TopBar {
  label: string;
  value: number;
}

interface Props {
  title: string;
  summary: string;
  /** What the bars measure, for the tooltip. */
  valueName: string;
  /** Whether the bars are amounts in cents. */
  money: boolean;
  bars: readonly TopBar[];
  columns: readonly ChartColumn[];
  rows: readonly (readonly string[])[];
  empty: string;
}

const BAR_HEIGHT = 32;
const LABEL_WIDTH = 170;
const LABEL_CHARS = 24;

// Long product names would push the bars off a phone screen; the table has them in full.
const shortLabel = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/** A ranking (top products, top brands) as horizontal bars, the first at the top. */
export function TopBarsChart({
  title,
  summary,
  valueName,
  money,
  bars,
  columns,
  rows,
  empty,
}: Props) {
  const formatMoney = useFormatMoney();
  const lng = useContentLanguage();
  const format = (value: number) => (money ? formatMoney(Math.round(value)) : String(value));
  return (
    <ChartFigure
      title={title}
      summary={summary}
      height={bars.length * BAR_HEIGHT + 48}
      columns={columns}
      rows={rows}
      empty={bars.length === 0 ? empty : undefined}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={[...bars]}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              tickFormatter={money ? (cents: number) => moneyTick(cents, lng) : undefined}
              allowDecimals={false}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={LABEL_WIDTH}
              tickFormatter={shortLabel}
              interval={0}
            />
            <Tooltip formatter={(value) => [format(Number(value)), valueName]} />
            <Bar dataKey="value" name={valueName} fill="#0d6efd" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}
