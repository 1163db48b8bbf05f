import { z } from 'zod';

// The field types the answers are made of, named once, so that an answer's schema reads as its list
// of fields. Zod schemas are immutable: one instance serves every field that uses it.

export const text = z.string();
export const int = z.number().int();
