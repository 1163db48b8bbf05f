import type { MouseEvent } from 'react';
import { commonMessages } from '@jhy/contract';
import { useAppMessage } from '../app/feedback';

/** A click handler for links that have no target yet: warns '正在建设中...' (docs/product.md §2) and stays put. */
export function useUnderConstruction() {
  const message = useAppMessage();
  return (event?: MouseEvent) => {
    event?.preventDefault();
    void message.warning({ content: commonMessages.underConstruction, key: 'under-construction' });
  };
}
