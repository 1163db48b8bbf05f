import { useState } from 'react';
import { Button, Form, Input, Select, type TableColumnsType } from 'antd';
import { CONSOLE_API, pilotMessages, type ZoneConsoleRow } from '@jhy/contract';
import { useCategoryGroup } from '../../api/categories';
import { useAreaOptions } from '../../api/regions';
import { RichTextFormItem } from '../content/ContentUploadField';
import { ConsoleFormModal } from '../components/ConsoleFormModal';
import { ConsoleRowsTable } from '../components/ConsoleListTable';
import { useConsoleChange, useConsoleRows } from '../components/consoleData';
import { actionsColumn } from '../../components/tableColumns';

/** The four provinces of the river-source region (region codes). */
const PROVINCES = [
  { value: '51', label: '四川省' },
  { value: '62', label: '甘肃省' },
  { value: '63', label: '青海省' },
  { value: '54', label: '西藏自治区' },
];

interface ZoneForm {
  name: string;
  zone_desc: string;
  province: string;
  category: number;
  counties: string[];
}

const listName = 'pilotZones';

/** 专区管理: editors keep each zone's name, description, province, pilot category and counties. */
export default function ZonesPage() {
  const [editing, setEditing] = useState<ZoneConsoleRow | null>(null);
  const list = useConsoleRows(listName, CONSOLE_API.pilotZones);
  const columns: TableColumnsType<ZoneConsoleRow> = [
    { title: '专区名称', dataIndex: 'name' },
    { title: '所属省份', dataIndex: 'province_name' },
    {
      title: '所辖县',
      dataIndex: 'counties',
      render: (counties: string) => (counties ? `${counties.split(',').length} 个` : '—'),
    },
    actionsColumn(80, (zone) => (
      <Button type="link" size="small" onClick={() => setEditing(zone)}>
        编辑
      </Button>
    )),
  ];
  return (
    <>
      <ConsoleRowsTable<ZoneConsoleRow> columns={columns} list={list} />
      {editing && <ZoneDialog key={editing.id} zone={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function ZoneDialog({ zone, onClose }: { zone: ZoneConsoleRow; onClose: () => void }) {
  const [form] = Form.useForm<ZoneForm>();
  const province = Form.useWatch('province', form) ?? zone.province;
  const areas = useAreaOptions();
  const pilotMenu = useCategoryGroup('pilot');
  const counties =
    areas.data
      ?.find((option) => option.value === province)
      ?.children?.flatMap((prefecture) =>
        (prefecture.children ?? []).map((county) => ({
          value: county.value,
          label: `${prefecture.label} · ${county.label}`,
        })),
      ) ?? [];
  const categories = (pilotMenu.data ?? []).flatMap((node) => [node, ...(node.sonCate ?? [])]);
  const save = useConsoleChange(CONSOLE_API.pilotZoneSave, { refresh: [listName], onDone: onClose });
  return (
    <ConsoleFormModal
      open
      title={`编辑专区：${zone.name}`}
      width={820}
      form={form}
      saving={save.isPending}
      onCancel={onClose}
    >
      <Form<ZoneForm>
        form={form}
        layout="vertical"
        initialValues={{
          name: zone.name,
          zone_desc: zone.zone_desc,
          province: zone.province,
          category: zone.category,
          counties: zone.counties ? zone.counties.split(',') : [],
        }}
        onFinish={(values) => save.mutate({ ...values, id: zone.id, counties: values.counties.join(',') })}
      >
        <Form.Item name="name" label="专区名称" rules={[{ required: true, message: pilotMessages.zoneNameRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="province"
          label="所属省份"
          rules={[{ required: true, message: pilotMessages.zoneProvinceRequired }]}
        >
          <Select options={PROVINCES} onChange={() => form.setFieldValue('counties', [])} />
        </Form.Item>
        <Form.Item
          name="category"
          label="试点分类"
          rules={[{ required: true, message: pilotMessages.zoneCategoryUnknown }]}
        >
          <Select options={categories.map((node) => ({ value: node.id, label: node.name }))} />
        </Form.Item>
        <Form.Item name="counties" label="所辖县">
          <Select mode="multiple" loading={areas.isPending} optionFilterProp="label" options={counties} />
        </Form.Item>
        <RichTextFormItem name="zone_desc" label="专区介绍" />
      </Form>
    </ConsoleFormModal>
  );
}
