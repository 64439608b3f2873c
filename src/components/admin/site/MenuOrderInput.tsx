import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState } from 'react';
import { NAVIGATION_ITEMS } from '../../../core/site/navigation-items';
import { FieldGroup, type ListInputProps } from './FieldGroup';

const moved = (items: readonly string[], from: number, to: number): string[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * One side of the desktop navbar (spec 2: left and right of the search box): its items in
 * order, moved with buttons so the keyboard can do it, and a choice of the items not yet in it.
 */
export function MenuOrderInput({ name, label, value, onValueChange, error }: ListInputProps) {
  const { t } = useTranslation();
  const id = `${useId()}${name}`;
  const missing = NAVIGATION_ITEMS.filter((item) => !value.includes(item));
  const [adding, setAdding] = useState('');
  const toAdd = missing.find((item) => item === adding) ?? missing[0];
  const itemName = (item: string) => t(`adminSite.navItem.${item}`);

  return (
    <FieldGroup id={id} label={label} error={error}>
      {value.length === 0 && (
        <p className="text-body-secondary small">{t('adminSite.menuEmpty')}</p>
      )}
      <ol className="list-group list-group-numbered mb-2">
        {value.map((item, index) => (
          <li key={item} className="list-group-item d-flex align-items-center gap-2">
            <span className="flex-grow-1">{itemName(item)}</span>
            <button
              type="button"
              className="btn btn-outline-dark btn-sm"
              disabled={index === 0}
              onClick={() => onValueChange(moved(value, index, index - 1))}
              aria-label={t('adminSite.moveUp', { item: itemName(item) })}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn-outline-dark btn-sm"
              disabled={index === value.length - 1}
              onClick={() => onValueChange(moved(value, index, index + 1))}
              aria-label={t('adminSite.moveDown', { item: itemName(item) })}
            >
              ↓
            </button>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => onValueChange(value.filter((v) => v !== item))}
              aria-label={t('adminSite.removeItem', { item: itemName(item) })}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      {toAdd && (
        <div className="input-group input-group-sm">
          <label className="input-group-text" htmlFor={`${id}-add`}>
            {t('adminSite.addItem')}
          </label>
          <select
            id={`${id}-add`}
            className="form-select"
            value={toAdd}
            onChange={(event) => setAdding(event.target.value)}
          >
            {missing.map((item) => (
              <option key={item} value={item}>
                {itemName(item)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-outline-dark"
            onClick={() => onValueChange([...value, toAdd])}
          >
            {t('adminSite.add')}
          </button>
        </div>
      )}
    </FieldGroup>
  );
}
