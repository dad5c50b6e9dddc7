import type { ProductImage as ProductImageData } from '../../../common/contract/catalogue';

interface ProductImageProps {
  image: ProductImageData | undefined;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
  /** 'high' for the picture a page shows first. */
  fetchPriority?: 'high' | 'auto';
}

/** A product photo with srcset, intrinsic size (no layout shift) and lazy loading unless told otherwise. */
export function ProductImage({ image, alt, sizes, className, eager, fetchPriority }: ProductImageProps) {
  if (!image) {
    return (
      <div className={`cc-img-placeholder ${className ?? ''}`} role="img" aria-label={alt || 'No image available'}>
        <span aria-hidden="true">No image</span>
      </div>
    );
  }
  return (
    <img
      src={image.image}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width || 800}
      height={image.height || 800}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
