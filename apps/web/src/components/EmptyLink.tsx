import type { ReactNode } from 'react';
import { useUnderConstruction } from './useUnderConstruction';

interface EmptyLinkProps {
  children: ReactNode;
  className?: string;
}

/** A link whose destination does not exist yet: clicking shows '正在建设中...'. */
export function EmptyLink({ children, className }: EmptyLinkProps) {
  const warnUnderConstruction = useUnderConstruction();
  return (
    <a href="#" className={className} onClick={warnUnderConstruction}>
      {children}
    </a>
  );
}
