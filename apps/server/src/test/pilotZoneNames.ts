/**
 * The eight pilot zones by their sort order, as a test expects to find them: written out here, not
 * read from modules/pilot/reference/pilotZones.ts, so that a change to the reference data shows.
 */
export const PILOT_ZONE_NAMES = ['阿坝州', '甘孜州', '凉山州', '甘南州', '玉树州', '果洛州', '黄南州', '那曲市'];
