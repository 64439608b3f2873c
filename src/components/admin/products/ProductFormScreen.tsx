import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState } from 'react';
import type { ContentLanguage } from '../../../core/routes/languages';
import type { getProducts } from '../../../server/catalogue/catalogue-routes';
import { apiGet, type CallerAuth } from '../../../state/api-client';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSessionGuard } from '../../session/use-session-guard';
import { adminProducts, type AdminProduct } from './admin-product';
import { emptyProductForm, formFromProduct } from './product-form-values';
import { ProductForm } from './ProductForm';
import { useReferenceLists } from './use-reference-lists';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; product: AdminProduct | null }
  | { state: 'failed'; error: unknown }
  | { state: 'missing' };

/** The product of /admin_product/edit/{sku}, in admin mode (any status, with its ids). */
function useProductBySku(auth: CallerAuth, sku: string | null): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sessionGone = useSessionGuard();
  const { email, token } = auth;
  useEffect(() => {
    if (sku === null) {
      setLoaded({ state: 'ready', product: null });
      return;
    }
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    const query = new URLSearchParams({ rows: '1', admin: 'true', sku });
    apiGet<typeof getProducts>(`products?${query.toString()}`, controller.signal, {
      email,
      token,
    })
      .then(({ products }) => {
        if (controller.signal.aborted) return;
        const product = adminProducts(products).find(
          (p) => p.sku.toUpperCase() === sku.toUpperCase(),
        );
        setLoaded(product ? { state: 'ready', product } : { state: 'missing' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || sessionGone(error)) return;
        setLoaded({ state: 'failed', error });
      });
    return () => controller.abort();
  }, [sku, email, token, attempt, sessionGone]);
  return [loaded, () => setAttempt((n) => n + 1)];
}

/** /admin_product/new (sku null) and /admin_product/edit/{sku}: the form with its lists. */
export function ProductFormScreen({
  auth,
  sku,
  lng,
  onDone,
}: {
  auth: CallerAuth;
  sku: string | null;
  lng: ContentLanguage;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { data: lists, reload: reloadLists } = useReferenceLists(auth);
  const [loaded, reloadProduct] = useProductBySku(auth, sku);
  const heading = sku
    ? t('adminProducts.form.editTitle', { sku })
    : t('adminProducts.form.newTitle');

  let body: React.ReactNode;
  if (lists.state === 'failed') body = <LoadFailed error={lists.error} onRetry={reloadLists} />;
  else if (loaded.state === 'failed') {
    body = <LoadFailed error={loaded.error} onRetry={reloadProduct} />;
  } else if (loaded.state === 'missing') {
    body = (
      <p role="alert" className="alert alert-warning">
        {t('adminProducts.form.missing', { sku })}
      </p>
    );
  } else if (lists.state === 'loading' || loaded.state === 'loading') {
    body = <p role="status">{t('adminProducts.loading')}</p>;
  } else {
    body = (
      <ProductForm
        key={loaded.product?._id ?? 'new'}
        auth={auth}
        lng={lng}
        lists={lists.lists}
        initial={loaded.product ? formFromProduct(loaded.product) : emptyProductForm()}
        onSaved={onDone}
        onCancel={onDone}
      />
    );
  }
  return (
    <section aria-labelledby="product-form-title">
      <h2 id="product-form-title" className="h4 mb-3">
        {heading}
      </h2>
      {body}
    </section>
  );
}
