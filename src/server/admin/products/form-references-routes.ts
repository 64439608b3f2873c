import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { formReferences, formReferencesSchema } from './form-references';

/**
 * Issue 26.8: the product form's six reference lists in one call. Asked one list a call, the
 * form opened with nine calls at once, over the six a browser sends to one host together.
 */
export const getProductReferences = defineRoute(
  {
    method: 'GET',
    path: '/admin_product_references',
    tag: 'admin-catalogue',
    access: 'admin',
    summary: 'What the product form picks from',
    description:
      'Brands, categories with their sub-categories, colours, styles, suppliers and tax rates: ' +
      'every record, inactive ones too, with the fields the form shows.',
    answer: schemaAnswer({
      description: '{ brands, categories, colors, styles, suppliers, taxRates }',
      schema: formReferencesSchema,
    }),
  },
  async (c) => formReferences(c.get('db')),
);
