/**
 * A LIKE / ILIKE pattern that finds `text` anywhere: the user's own % and _ are matched literally,
 * so a search for "100%" cannot turn into "everything". The trigram GIN indexes serve it.
 */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
