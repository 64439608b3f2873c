import React, { type ReactNode } from 'react';

/** One column's heading; a numeric column's heading sits right, over its figures. */
export interface TableColumn {
  label: ReactNode;
  numeric?: boolean;
}

/** A table's column headings, each a `th scope="col"` for screen readers. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={column.numeric ? 'text-end' : undefined}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
