import { Tag } from 'antd';

/**
 * Marks a row the demo seed wrote (DEMO_SEED=1): sample content, not a real person, company or
 * article, so that staff never review or answer it as one.
 */
export function DemoTag({ demo }: { demo: boolean }) {
  return demo ? (
    <Tag color="default" className="jhy-console-demo-tag" title="演示数据，由 DEMO_SEED 写入">
      演示
    </Tag>
  ) : null;
}
