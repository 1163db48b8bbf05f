import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';

/** A personal-center tab whose feature arrives with a later issue: says so instead of a blank panel. */
export function TabBeingBuilt({ title }: { title: string }) {
  return (
    <Result
      className="jhy-account-building"
      icon={<ToolOutlined />}
      title={`${title}功能正在建设中`}
      subTitle="该功能即将上线，敬请期待。"
    />
  );
}
