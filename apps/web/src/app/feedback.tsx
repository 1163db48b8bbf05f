import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import { lazyWithAntd } from './lazyWithAntd';

const MessageHolder = lazyWithAntd(() => import('./MessageHolder'));

const FeedbackContext = createContext<MessageInstance | null>(null);

type MessageMethod = 'open' | 'success' | 'error' | 'warning' | 'info' | 'loading';
const METHODS: MessageMethod[] = ['open', 'success', 'error', 'warning', 'info', 'loading'];

/**
 * antd's `App` in the role the portal uses it for — the themed `message` of `App.useApp()` — without
 * putting antd's App, Modal and notification code (≈30 KB gzip) into every page's first load
 * (docs/performance.md). Its message hook is loaded with the first message; calls made before it is
 * there wait for it. The pages use `message` only: confirmations are Popconfirm / Modal components.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const api = useRef<MessageInstance | null>(null);
  const waiting = useRef<Array<(api: MessageInstance) => void>>([]);

  const onReady = useCallback((ready: MessageInstance) => {
    api.current = ready;
    for (const call of waiting.current.splice(0)) call(ready);
  }, []);

  const value = useMemo(() => {
    const whenReady = <T,>(call: (ready: MessageInstance) => T): Promise<T> => {
      if (api.current) return Promise.resolve(call(api.current));
      setWanted(true);
      return new Promise((resolve) => waiting.current.push((ready) => resolve(call(ready))));
    };
    const message = Object.fromEntries(
      METHODS.map((method) => [
        method,
        (...args: unknown[]): MessageType => {
          const shown = whenReady((ready) => (ready[method] as (...a: unknown[]) => MessageType)(...args));
          // antd's answer is both a function that closes the message and a promise of its closing.
          const close = () => void shown.then((closeShown) => closeShown());
          return Object.assign(close, {
            then: <R1, R2>(
              onDone?: ((closed: boolean) => R1 | PromiseLike<R1>) | null,
              onFailed?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
            ) => shown.then((closeShown) => closeShown).then(onDone, onFailed),
          }) as MessageType;
        },
      ]),
    ) as Pick<MessageInstance, MessageMethod>;
    const destroy = (key?: React.Key) => void whenReady((ready) => ready.destroy(key));
    return { ...message, destroy };
  }, []);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <MessageHolder onReady={onReady} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

/** The themed `message` (what `App.useApp().message` gives), for code on the first load. */
export function useAppMessage(): MessageInstance {
  const message = useContext(FeedbackContext);
  if (!message) throw new Error('useAppMessage needs a FeedbackProvider above it (app/AppProviders.tsx)');
  return message;
}
