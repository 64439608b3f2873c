import { isValidElement, type ReactNode } from 'react';

const isPicturePreload = (component: ReactNode): boolean => {
  if (!isValidElement(component) || component.type !== 'link') return false;
  const { rel, as } = component.props as { rel?: unknown; as?: unknown };
  return rel === 'preload' && as === 'image';
};

/**
 * Gatsby puts the inlined stylesheet first in <head> and the page's Head after it: a picture's
 * preload there is seen only once the styles are read. Moved first (after the charset and
 * viewport Gatsby writes itself, outside these components), the largest paint starts at once.
 */
export function picturePreloadsFirst(components: ReactNode[]): ReactNode[] {
  return [
    ...components.filter(isPicturePreload),
    ...components.filter((component) => !isPicturePreload(component)),
  ];
}
