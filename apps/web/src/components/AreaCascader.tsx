import { Cascader } from 'antd';
import type { RegionOption } from '@jhy/contract';

export interface AreaCascaderProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  options: RegionOption[];
  loading?: boolean;
  id?: string;
}

/** 经营所在地: province → prefecture → county from `areaInfo`; only a county can be chosen. */
export function AreaCascader({ value, onChange, options, loading, id }: AreaCascaderProps) {
  return (
    <Cascader
      id={id}
      options={options}
      value={value}
      onChange={(path) => onChange?.((path ?? []).map(String))}
      loading={loading}
      placeholder="请选择省 / 市 / 区县"
      showSearch
      allowClear
    />
  );
}
