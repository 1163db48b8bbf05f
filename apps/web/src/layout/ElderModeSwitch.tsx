import { useState } from 'react';
import { elderModeOn, setElderMode } from './elderMode';

/**
 * The header's one switch for 长辈模式: a toggle button (its pressed state is what a screen reader
 * announces), remembered on the device. Plain markup: the header is on every first load.
 */
export function ElderModeSwitch() {
  const [on, setOn] = useState(elderModeOn);
  const toggle = () => {
    setElderMode(!on);
    setOn(!on);
  };
  return (
    <button type="button" className="jhy-elder-switch" aria-pressed={on} onClick={toggle}>
      <span aria-hidden className="jhy-elder-switch__mark">
        大
      </span>
      <span className="jhy-elder-switch__text">长辈模式</span>
    </button>
  );
}
