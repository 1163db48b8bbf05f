import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { commonMessages } from '@jhy/contract';
import { type FormInstance } from 'antd';
import { useAppMessage } from '../app/feedback';
import { ApiError } from './client';

/**
 * The portal's one error path for a change sent to the server (log in, register, save a profile,
 * add an enterprise…). A refusal shows the server's own message, puts the server's field errors
 * back onto the form, and leaves every typed value where it was; the client has already spoken
 * for 401 and 5xx. Pages pass no fallback text: what is said comes from packages/contract.
 */

/** What to tell the user about a failed call, or null when the client already told them. */
export function failureMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.notified ? null : error.msg || commonMessages.requestFailed;
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  return commonMessages.requestFailed;
}

/** The refused fields of a server answer (`data.fields`, see apps/server/src/infra/envelope.ts). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export interface ApiMutationOptions<TData, TVariables> extends UseMutationOptions<TData, unknown, TVariables> {
  /** The form whose fields the server's field errors are put on; typed values stay as they are. */
  form?: FormInstance;
  /** Wire name → form field name, where the form keeps a value under another name (area_code → area). */
  fieldNames?: Record<string, string>;
  /**
   * How a refusal's message is shown. 'success' is the certification form's rule (docs/product.md §8:
   * its server message appears in a success-style notice); every other form says it as an error.
   */
  refusalStyle?: 'error' | 'success';
}

/** TanStack's useMutation with the portal's error path (see above) run before the caller's onError. */
export function useApiMutation<TData, TVariables>({
  form,
  fieldNames,
  refusalStyle = 'error',
  onError,
  ...options
}: ApiMutationOptions<TData, TVariables>) {
  const message = useAppMessage();
  return useMutation<TData, unknown, TVariables>({
    ...options,
    onError: (error, ...rest) => {
      const text = failureMessage(error);
      if (text) message[refusalStyle]({ content: text, key: 'mutation-error' });
      if (form) {
        const marks = Object.entries(fieldErrorsOf(error)).map(([name, reason]) => ({
          name: fieldNames?.[name] ?? name,
          errors: [reason],
        }));
        if (marks.length > 0) {
          form.setFields(marks);
          form.scrollToField(marks[0]!.name, { block: 'center' });
        }
      }
      return onError?.(error, ...rest);
    },
  });
}
