import { BACK_TO_TOP_THRESHOLD_PX } from '@jhy/contract';
import { FloatButton } from 'antd';

export default function FloatingBackTop() {
  return <FloatButton.BackTop visibilityHeight={BACK_TO_TOP_THRESHOLD_PX} tooltip="回到顶部" />;
}
