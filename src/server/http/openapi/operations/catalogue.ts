import { productQuerySchema } from '../../../catalogue/product-query';
import { newPostSchema, postCuidSchema } from '../../../content/post-schemas';
import { productReviewsQuery } from '../../../reviews/product-review-schemas';
import type { RouteTable } from '../operation';

const list = (key: string, what: string) => ({
  description: `{ ${key} }: ${what}`,
  keys: { [key]: what },
});

/** The function itself, the public catalogue and the sample blog. */
export const catalogueOperations: RouteTable = {
  'GET /health': {
    summary: 'Whether the function reaches the database',
    tag: 'system',
    access: 'public',
    answer: { description: '{ ok: true }', keys: { ok: 'Always true' } },
  },
  'GET /openapi.json': {
    summary: 'This document',
    tag: 'system',
    access: 'public',
    answer: {
      description: 'The OpenAPI 3.1 description of every call',
      keys: { openapi: '3.1.0', paths: 'Every call' },
    },
  },
  'GET /defaults': {
    summary: 'Everything the app loads at start',
    tag: 'catalogue',
    access: 'visitor',
    description: 'Suppliers and the mail settings only for administrators.',
    answer: {
      description: 'The site settings and every reference list',
      keys: {
        site: 'Site settings (spec 3)',
        brands: 'Brands',
        categories: 'Categories with their sub-categories',
        colors: 'Colours, the first entry a placeholder',
        countries: 'Delivery countries',
        galleries: 'Gallery pictures',
        shippers: 'Shippers',
        styles: 'Styles',
        suppliers: 'Suppliers (empty unless an administrator calls)',
        taxRates: 'Tax rates',
        videos: 'Videos',
        language: 'The shop’s languages',
      },
    },
  },
  'GET /countries': {
    summary: 'Delivery countries',
    tag: 'catalogue',
    access: 'public',
    answer: list('countries', 'Delivery countries'),
  },
  'GET /categories': {
    summary: 'Categories',
    tag: 'catalogue',
    access: 'public',
    answer: list('categories', 'Categories with their sub-categories'),
  },
  'GET /brands': {
    summary: 'Brands',
    tag: 'catalogue',
    access: 'public',
    answer: list('brands', 'Brands'),
  },
  'GET /galleries': {
    summary: 'Gallery pictures',
    tag: 'catalogue',
    access: 'public',
    answer: list('galleries', 'Gallery pictures'),
  },
  'GET /videos': {
    summary: 'Videos',
    tag: 'catalogue',
    access: 'public',
    answer: list('videos', 'Videos'),
  },
  'GET /products': {
    summary: 'Products, filtered',
    tag: 'catalogue',
    access: 'visitor',
    description:
      '`admin=true` and `status` need an administrator’s token. A `search` answers best match ' +
      'first; `searchedFor` (the query as searched, lower case) is there only when a typed ' +
      'word was corrected.',
    query: productQuerySchema,
    answer: {
      description: '{ products, total, searchedFor? }',
      keys: { products: 'Products', total: 'How many' },
    },
    errors: { 401: 'admin=true without a valid token', 403: 'admin=true from a customer' },
  },
  'GET /product_reviews': {
    summary: 'A product’s approved reviews',
    tag: 'catalogue',
    access: 'public',
    query: productReviewsQuery,
    answer: list('reviews', 'Approved reviews, newest first'),
  },
  'GET /posts': {
    summary: 'Blog posts',
    tag: 'content',
    access: 'public',
    answer: list('posts', 'Posts'),
  },
  'POST /posts': {
    summary: 'Write a blog post',
    tag: 'content',
    access: 'admin',
    body: newPostSchema,
    answer: { status: 201, ...list('post', 'The new post') },
  },
  'GET /posts/{cuid}': {
    summary: 'One blog post',
    tag: 'content',
    access: 'public',
    path: { cuid: postCuidSchema },
    answer: list('post', 'The post'),
    errors: { 404: 'No such post (or not a post id)' },
  },
  'DELETE /posts/{cuid}': {
    summary: 'Delete a blog post',
    tag: 'content',
    access: 'admin',
    path: { cuid: postCuidSchema },
    answer: { description: '{ deleted: true }', keys: { deleted: 'true' } },
    errors: { 404: 'No such post (or not a post id)' },
  },
};
