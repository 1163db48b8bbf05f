/**
 * 长辈模式 (docs/accessibility.md "Elder-friendly mode"): larger text and controls, higher contrast,
 * no motion. One class on <html>, set before the first render from what the visitor chose last on
 * this device, so every page — portal and buying journey — reads it from CSS (app/elderMode.css).
 */
const STORAGE_KEY = 'jhy-elder-mode';
const CLASS_NAME = 'jhy-elder';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private window's policy): the mode lasts for this page only.
    return undefined;
  }
}

export function elderModeOn(): boolean {
  return document.documentElement.classList.contains(CLASS_NAME);
}

export function setElderMode(on: boolean): void {
  document.documentElement.classList.toggle(CLASS_NAME, on);
  if (on) storage()?.setItem(STORAGE_KEY, '1');
  else storage()?.removeItem(STORAGE_KEY);
}

/** At start: the visitor's last choice on this device. */
export function restoreElderMode(): void {
  document.documentElement.classList.toggle(CLASS_NAME, storage()?.getItem(STORAGE_KEY) === '1');
}

/** Carousels and other self-moving parts stand still for a visitor who asked for less motion, or in 长辈模式. */
export function motionReduced(): boolean {
  return elderModeOn() || Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}
