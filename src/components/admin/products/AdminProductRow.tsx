import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useState } from 'react';
import { isBelowCritical } from '../../../core/catalogue/stock';
import { useFormatMoney } from '../../site/use-format-money';
import { adminProductEditPath } from '../../../core/routes/admin-product-routes';
import type { CallerAuth } from '../../../state/api-client';
import { LocalLink } from '../../site/LocalLink';
import type { AdminProduct } from './admin-product';
import { productColumns } from './product-columns';
import { StockEditor } from './StockEditor';

interface Props {
  auth: CallerAuth;
  /** The list's address, for the form to come back to. */
  origin: { from: string };
  product: AdminProduct;
  busy: boolean;
  onSaved: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  onRestore: (product: AdminProduct) => void;
}

/** One product of the admin list: what it is, its stock and status, and what can be done. */
export function AdminProductRow({
  auth,
  origin,
  product,
  busy,
  onSaved,
  onDelete,
  onRestore,
}: Props) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [editingStock, setEditingStock] = useState(false);
  const { sell } = product;
  const critical = isBelowCritical(sell);
  const deleted = product.status === 'Z';
  const label = productColumns(t);
  return (
    <>
      <tr className={deleted ? 'text-body-secondary' : undefined} data-testid="admin-product-row">
        <td>
          {product.image.image1 ? (
            <img
              src={product.image.image1}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              style={{ objectFit: 'cover' }}
            />
          ) : (
            <span className="visually-hidden">{t('adminProducts.list.noPicture')}</span>
          )}
        </td>
        <td className="text-nowrap" data-label={label.sku}>
          <code>{product.sku}</code>
        </td>
        <td data-label={label.name}>
          <span>{product.lng.eng.name}</span>
          <br />
          <span lang="it" className="small text-body-secondary">
            {product.lng.ita.name}
          </span>
        </td>
        <td className="text-end text-nowrap" data-label={label.price}>
          {formatMoney(sell.price, 'EUR')}
        </td>
        <td
          className={`text-end${critical ? ' table-warning fw-bold' : ''}`}
          data-label={label.inStock}
        >
          {sell.inStock}
          {critical && <span className="d-block small">{t('adminProducts.list.critical')}</span>}
        </td>
        <td data-label={label.status}>
          <span className={`badge ${deleted ? 'text-bg-secondary' : 'text-bg-success'}`}>
            {deleted ? t('adminProducts.status.Z') : t('adminProducts.status.A')}
          </span>
        </td>
        <td className="text-end" data-label={label.images}>
          {product.admin.imageKeys.length}
        </td>
        <td>
          <div className="d-flex flex-wrap gap-1">
            <LocalLink
              to={adminProductEditPath(product.sku)}
              state={origin}
              className="btn btn-sm btn-outline-primary"
            >
              {t('adminProducts.list.edit')}
              <span className="visually-hidden"> {product.sku}</span>
            </LocalLink>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-expanded={editingStock}
              onClick={() => setEditingStock((open) => !open)}
            >
              {t('adminProducts.list.stock')}
              <span className="visually-hidden"> {product.sku}</span>
            </button>
            {deleted ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-success"
                disabled={busy}
                onClick={() => onRestore(product)}
              >
                {t('adminProducts.list.restore')}
                <span className="visually-hidden"> {product.sku}</span>
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={busy}
                onClick={() => onDelete(product)}
              >
                {t('adminProducts.list.delete')}
                <span className="visually-hidden"> {product.sku}</span>
              </button>
            )}
          </div>
        </td>
      </tr>
      {editingStock && (
        <tr>
          <td colSpan={8}>
            <StockEditor
              auth={auth}
              product={product}
              onSaved={onSaved}
              onClose={() => setEditingStock(false)}
            />
          </td>
        </tr>
      )}
    </>
  );
}
