import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a press or the focus landing outside `box` calls `dismiss`: how a popup of plain
 * markup (a menu, a confirmation) closes when the user turns elsewhere, with the mouse or with Tab.
 * Its first focusable element matching `focusFirst` takes the focus when it opens.
 */
export function useDismiss(open: boolean, box: RefObject<HTMLElement | null>, dismiss: () => void, focusFirst: string) {
  useEffect(() => {
    if (!open) return;
    box.current?.querySelector<HTMLElement>(focusFirst)?.focus();
    const away = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open, box, dismiss, focusFirst]);
}
