import { Image } from 'antd';

/**
 * The gallery's picture enlarged, at its original size: antd's image preview (zoom, rotate, Esc to
 * close). It loads when a visitor first asks for it, so that the detail's first render carries no
 * antd Image (docs/performance.md "Plain markup on first screens").
 */
export default function GalleryPreview({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  return (
    <Image
      src={src}
      alt={alt}
      rootClassName="gallery__preview-anchor"
      preview={{
        open: true,
        src,
        onOpenChange: (open) => {
          if (!open) onClose();
        },
      }}
    />
  );
}
