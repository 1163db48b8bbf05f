import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/**
 * antd's DatePicker, with "today" in Beijing time whatever the browser's zone (docs/time.md): the
 * picker asks its date library for now through `dayjs().tz()` when the timezone plugin is there, in
 * the default zone set here. A buyer in New York at 06:30 Beijing time on the 29th sees the 29th
 * marked as today, and 今天 fills 2026-11-29 — the day the exchange's deadlines are counted in. The
 * values a form sends are the picked wall-clock dates, formatted as before.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault('Asia/Shanghai');

export { DatePicker };
