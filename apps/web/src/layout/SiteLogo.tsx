import { useId } from 'react';
import { Link } from 'react-router';
import { SITE_NAME, SITE_NAME_EN } from '../components/brand';
import { HOME_PATH } from '../routing/portalPaths';

/** The platform's mark: snow mountains of the river source above the river that rises from them. */
export function SiteLogoMark({ size = 48 }: { size?: number }) {
  const clipId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <circle cx="24" cy="24" r="22" />
        </clipPath>
      </defs>
      <circle cx="24" cy="24" r="23" fill="#e8f5ee" stroke="#1e8a5a" strokeWidth="2" />
      <g clipPath={`url(#${clipId})`}>
        <circle cx="35" cy="13" r="4" fill="#f2b134" />
        <path d="M-2 34 L14 15 L21 23 L29 11 L50 34 Z" fill="#0d3b66" />
        <path d="M14 15 L10.6 19 L13.6 18 L15.8 20.2 L17.6 18.9 Z" fill="#fff" />
        <path d="M29 11 L25 17 L28.2 15.8 L30.6 18 L33 16.6 Z" fill="#fff" />
        <path d="M-2 31 C8 27 14 36 24 32 S40 27 50 31 L50 50 L-2 50 Z" fill="#1e8a5a" />
        <path d="M-2 36 C9 32 15 41 25 37 S40 33 50 36" fill="none" stroke="#8fd3b0" strokeWidth="2" />
      </g>
    </svg>
  );
}

/** Logo and name, linking home. */
export function SiteLogo() {
  return (
    <Link to={HOME_PATH} className="jhy-logo">
      <SiteLogoMark />
      <span className="jhy-logo__text">
        <span className="jhy-logo__name">{SITE_NAME}</span>
        <span className="jhy-logo__name-en">{SITE_NAME_EN}</span>
      </span>
      <span className="jhy-visually-hidden">首页</span>
    </Link>
  );
}
