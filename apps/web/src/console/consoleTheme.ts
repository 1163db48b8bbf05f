import type { ThemeConfig } from 'antd';
import { palette } from '../app/palette';

/** The portal's palette, with the console's deep-blue side menu and the selected entry in green. */
export const consoleTheme: ThemeConfig = {
  components: {
    Layout: { siderBg: palette.deepBlue, headerBg: '#ffffff', headerPadding: '0 16px', bodyBg: palette.pageBackground },
    Menu: {
      darkItemBg: palette.deepBlue,
      darkSubMenuItemBg: palette.deepBlueDark,
      darkItemSelectedBg: palette.green,
      darkGroupTitleColor: 'rgba(255,255,255,0.55)',
    },
  },
};
