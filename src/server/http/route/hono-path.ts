/** `/posts/{cuid}` (the document's way) → `/posts/:cuid` (Hono's). */
export const honoPath = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
