import { useState } from 'react';

/**
 * How many files each upload field of a form still has on its way, so that the form waits for
 * them: one stable callback a field, so that a field's effect does not run again on every render.
 */
export function useUploadTracker<Field extends string>(fields: readonly Field[]) {
  const [counts, setCounts] = useState<Partial<Record<Field, number>>>({});
  const [trackers] = useState(
    () =>
      Object.fromEntries(
        fields.map((field) => [
          field,
          (count: number) =>
            setCounts((current) => (current[field] === count ? current : { ...current, [field]: count })),
        ]),
      ) as Record<Field, (count: number) => void>,
  );
  /** The fields with files still on their way, in the order the form lists them. */
  const uploading = fields.filter((field) => (counts[field] ?? 0) > 0);
  return { trackers, busy: uploading.length > 0, uploading };
}
