import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import type { PilotMenuNode } from '@jhy/contract';

function menuItems(nodes: PilotMenuNode[]): MenuProps['items'] {
  return nodes.map((node) =>
    node.sonCate && node.sonCate.length > 0
      ? {
          key: `${node.id}`,
          label: node.name,
          children: node.sonCate.map((child) => ({ key: `${node.id}/${child.id}`, label: child.name })),
        }
      : { key: `${node.id}`, label: node.name },
  );
}

/**
 * The pilot page's menu of categories (PilotDemonstrationPage.tsx): antd's inline Menu, in a module
 * of its own so that a phone, whose menu stays closed until asked for, does not load it with the map
 * (docs/performance.md "The pilot map"). Keys are `idOne` or `idOne/idTwo`.
 */
export default function PilotMenu({
  nodes,
  idOne,
  selectedKey,
  onSelect,
}: {
  nodes: PilotMenuNode[];
  idOne: number;
  selectedKey: string;
  onSelect: (idOne: number, idTwo?: number) => void;
}) {
  return (
    <Menu
      // Opened at another entry (the header's 非试点区): start afresh with that entry's group open.
      key={idOne}
      mode="inline"
      items={menuItems(nodes)}
      selectedKeys={[selectedKey]}
      defaultOpenKeys={[`${idOne}`]}
      onSelect={({ key }) => {
        const [one, two] = key.split('/').map(Number);
        onSelect(one!, two);
      }}
    />
  );
}
