import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useState } from 'react';
import { colourPictureIndex } from '../../core/catalogue/colour-picture';
import { PictureLightbox } from './PictureLightbox';

interface Props {
  pictures: readonly string[];
  /** The product's colours (English), in the order the page lists them. */
  colours: readonly string[];
  /** The chosen colour ('' for none): the main picture shows it where the product has one. */
  colour: string;
  name: string;
}

/** The main picture (the chosen colour's), and thumbnails of every picture that open it large. */
export function ProductGallery({ pictures, colours, colour, name }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const main = colourPictureIndex(pictures, colours, colour);
  const count = pictures.length;

  return (
    <>
      <img
        src={pictures[main]}
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
                onClick={() => setOpen(index)}
                aria-label={t('product.enlargePicture', { number: index + 1, count })}
              >
                <img
                  src={picture}
                  alt=""
                  width={200}
                  height={200}
                  loading="lazy"
                  className="product-image rounded"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PictureLightbox
        pictures={pictures}
        name={name}
        index={open}
        onMove={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
