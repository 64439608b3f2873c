import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { lazy, Suspense, useState } from 'react';
import { colourPictureIndex } from '../../core/catalogue/colour-picture';
import { pictureSrcSet } from '../../core/images/picture-widths';
import { PRODUCT_PICTURE_SIZES, THUMBNAIL_SIZES } from './product-picture-sizes';
import { SquarePicture } from './SquarePicture';

const loadLightbox = () => import('./PictureLightbox');
const PictureLightbox = lazy(() => loadLightbox().then((m) => ({ default: m.PictureLightbox })));

interface Props {
  pictures: readonly string[];
  /** The product's colours (English), in the order the page lists them. */
  colours: readonly string[];
  /** The chosen colour ('' for none): the main picture shows it where the product has one. */
  colour: string;
  name: string;
}

/**
 * The main picture (the chosen colour's), and thumbnails of every picture that open it large.
 * The lightbox (react-bootstrap's Modal) loads when a thumbnail is first pointed at, focused
 * or opened, not with the page (issue 25.15), and stays once loaded so it can close animated.
 */
export function ProductGallery({ pictures, colours, colour, name }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);
  const main = colourPictureIndex(pictures, colours, colour);
  const count = pictures.length;

  return (
    <>
      <img
        src={pictures[main]}
        srcSet={pictureSrcSet(pictures[main] ?? '')}
        sizes={PRODUCT_PICTURE_SIZES}
        alt={name}
        width={800}
        height={800}
        className="product-image rounded"
        fetchPriority="high"
        data-testid="main-picture"
      />
      {count > 1 && (
        <ul className="list-unstyled row row-cols-4 g-2 mt-1">
          {pictures.map((picture, index) => (
            <li className="col" key={picture}>
              <button
                type="button"
                className={`btn p-0 w-100${index === main ? ' border border-2 border-dark' : ' border-0'}`}
                onPointerEnter={() => void loadLightbox()}
                onFocus={() => void loadLightbox()}
                onClick={() => {
                  setWanted(true);
                  setOpen(index);
                }}
                aria-label={t('product.enlargePicture', { number: index + 1, count })}
              >
                <SquarePicture
                  src={picture}
                  size={200}
                  sizes={THUMBNAIL_SIZES}
                  lazy
                  className="product-image rounded"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <PictureLightbox
            pictures={pictures}
            name={name}
            index={open}
            onMove={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
