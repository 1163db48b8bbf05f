import type { ReactNode } from 'react';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/** A home section's title, with its link to the full page at the right (the section is labelled by the title's id). */
export function HomeSectionHead({
  id,
  title,
  to,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  to: string;
  /** The link's accessible name, which says where it goes. */
  linkLabel: string;
  /** The link's visible text. */
  children: ReactNode;
}) {
  return (
    <div className="home-section-head">
      <h2 id={id} className="home-section-title">
        {title}
      </h2>
      <Link className="home-more" to={to} aria-label={linkLabel}>
        {children} <RightOutlined />
      </Link>
    </div>
  );
}
