import { navigate } from 'gatsby';
import React from 'react';
import { parseAdminProductPath } from '../../../core/routes/admin-product-routes';
import type { CallerAuth } from '../../../state/api-client';
import { useLocalPath } from '../../site/LocalLink';
import { useContentLanguage } from '../../site/use-content-language';
import { AdminProductList } from './AdminProductList';
import { ProductFormScreen } from './ProductFormScreen';

/** Where the form was opened from (a filtered admin list), kept in the history entry's state. */
export interface FormOrigin {
  from?: string;
}

const isAdminListAddress = (path: unknown): path is string =>
  typeof path === 'string' && /^(\/it)?\/admin_product(\/|\?|$)/.test(path);

/**
 * Every /admin_product address (spec 2): the list of a scope, or the product form. The form
 * returns to the list it was opened from, else to the full list.
 */
export function AdminProductsScreen({
  auth,
  location,
}: {
  auth: CallerAuth;
  location: { pathname: string; search: string; state?: unknown };
}) {
  const lng = useContentLanguage();
  const localPath = useLocalPath();
  const route = parseAdminProductPath(location.pathname);
  if (route.kind === 'list') {
    return (
      <AdminProductList
        key={location.pathname}
        auth={auth}
        scope={route.scope}
        lng={lng}
        search={location.search}
      />
    );
  }
  const from = (location.state as FormOrigin | null | undefined)?.from;
  const back = () => void navigate(isAdminListAddress(from) ? from : localPath('/admin_product'));
  return (
    <ProductFormScreen
      key={location.pathname}
      auth={auth}
      sku={route.kind === 'edit' ? route.sku : null}
      lng={lng}
      onDone={back}
    />
  );
}
