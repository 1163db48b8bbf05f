import type { ReactNode } from 'react';

/** A section of a listing's detail page: its h2 title, which labels it, then its content. */
export function DetailSection({
  id,
  titleId,
  title,
  className,
  children,
}: {
  /** The section's own id, where the side navigation scrolls to it. */
  id?: string;
  titleId: string;
  title: string;
  /** A class added to detail-section. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className ? `detail-section ${className}` : 'detail-section'} aria-labelledby={titleId}>
      <h2 id={titleId} className="detail-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
