import { useState } from 'react';
import type { ProductDetail } from '../catalogue/catalogueApi';
import { productImageAlt, thumbnailLabel } from '../../../common/site/media';
import { Modal } from '../../components/common/Modal';
import { ProductImage } from '../../components/common/ProductImage';

/** Detail gallery: main image, thumbnail buttons, and a full-screen viewer with previous/next that wrap. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const images = product.images;
  const count = images.length;
  const image = images[index];
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const altFor = (i: number) => productImageAlt(images, product.name, i);

  if (count === 0) {
    return <ProductImage image={undefined} alt={product.name} sizes="" className="cc-gallery__main" />;
  }

  return (
    <div className="cc-gallery">
      <div className="cc-gallery__stage">
        {/* The main photo is the page's largest paint: load it first. */}
        <img
          src={image!.image}
          srcSet={image!.srcset || undefined}
          sizes="(max-width: 767px) 100vw, 50vw"
          width={image!.width || 800}
          height={image!.height || 800}
          alt={altFor(index)}
          className="cc-gallery__main"
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
        />
        <button type="button" className="btn btn-light btn-sm cc-gallery__zoom" onClick={() => setFullScreen(true)}>
          View full screen
        </button>
      </div>
      {count > 1 && (
        <ul className="cc-gallery__thumbs list-unstyled" aria-label="Product images">
          {images.map((img, i) => (
            <li key={img.image + i}>
              <button
                type="button"
                className={`cc-gallery__thumb${i === index ? ' is-active' : ''}`}
                aria-label={thumbnailLabel(i, count)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <ProductImage image={img} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal open={fullScreen} title={product.name} onClose={() => setFullScreen(false)} size="fullscreen">
        <div className="cc-fullscreen">
          <ProductImage image={image} alt={altFor(index)} sizes="100vw" className="cc-fullscreen__img" eager />
          {count > 1 && (
            <div className="cc-fullscreen__controls">
              <button type="button" className="btn btn-light" onClick={() => step(-1)} aria-label="Previous image">
                ‹ Prev
              </button>
              <span aria-live="polite">
                Image {index + 1} of {count}
              </span>
              <button type="button" className="btn btn-light" onClick={() => step(1)} aria-label="Next image">
                Next ›
              </button>
            </div>
          )}
        </div>
      </Modal>
    </div>
  );
}
