import * as z from 'zod';
import { productInputSchema, productUpdateSchema } from '../../../core/validation/admin-product';

/** Bodies of POST and PUT admin_products: the product form under `product`. */
export const addProductBody = z.strictObject({ product: productInputSchema });
export const editProductBody = z.strictObject({ product: productUpdateSchema });
