import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { GALLERY_THUMBS_PER_PAGE, LISTING_GALLERY_SLOT } from '@jhy/contract';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { lazyWithAntd } from '../../../app/lazyWithAntd';

const GalleryPreview = lazyWithAntd(() => import('./GalleryPreview'));

/**
 * The detail's gallery (docs/product.md §2): a large preview (click to enlarge) and the thumbnails five a
 * page, paged with the arrows.
 */
export function ListingGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const [page, setPage] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const pages = Math.max(1, Math.ceil(images.length / GALLERY_THUMBS_PER_PAGE));
  const visible = images.slice(page * GALLERY_THUMBS_PER_PAGE, (page + 1) * GALLERY_THUMBS_PER_PAGE);

  if (images.length === 0) return <div className="gallery gallery--empty" aria-hidden />;
  return (
    <div className="gallery">
      <div className="gallery__preview">
        {/* The detail's largest picture (its LCP), resized for its box; enlarged, the original.
            index.html draws the first one before the app loads with the same slot (one fetch). */}
        <button
          type="button"
          className="gallery__zoom"
          aria-label={`放大查看 ${name} 图片 ${selected + 1}`}
          onClick={() => setEnlarged(true)}
        >
          <ResponsiveImage
            src={images[selected]!}
            {...LISTING_GALLERY_SLOT}
            priority
            alt={`${name} 图片 ${selected + 1}`}
          />
        </button>
        {enlarged && (
          <Suspense fallback={null}>
            <GalleryPreview
              src={images[selected]!}
              alt={`${name} 图片 ${selected + 1}`}
              onClose={() => setEnlarged(false)}
            />
          </Suspense>
        )}
      </div>
      <div className="gallery__strip">
        <button
          type="button"
          className="gallery__arrow"
          aria-label="上一组图片"
          disabled={page === 0}
          onClick={() => setPage(page - 1)}
        >
          <LeftOutlined />
        </button>
        <ul className="gallery__thumbs">
          {visible.map((src, offset) => {
            const index = page * GALLERY_THUMBS_PER_PAGE + offset;
            return (
              <li key={`${src}-${index}`}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-label={`查看第 ${index + 1} 张图片`}
                  aria-current={index === selected}
                  onClick={() => setSelected(index)}
                >
                  <ResponsiveImage src={src} sizes="120px" width={720} height={450} />
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="gallery__arrow"
          aria-label="下一组图片"
          disabled={page >= pages - 1}
          onClick={() => setPage(page + 1)}
        >
          <RightOutlined />
        </button>
      </div>
    </div>
  );
}
