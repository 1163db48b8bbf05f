import { useAppMessage } from '../../app/feedback';

/**
 * What a dialog does once the server accepts its save: says the server's message (docs/product.md
 * §8: shown as it is) and closes. A refusal never gets here, so the dialog stays with what was typed.
 */
export function useSaidThenClosed(onClose: () => void) {
  const message = useAppMessage();
  return (msg: string) => {
    message.success(msg);
    onClose();
  };
}
