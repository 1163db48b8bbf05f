export const HEADLESS_SHELL: string;
export const FULL_CHROMIUM: string;
export function journeyBrowser(env?: Record<string, string | undefined>): string;
