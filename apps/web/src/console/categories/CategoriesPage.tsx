import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Space, Tag, Tree, type TreeDataNode } from 'antd';
import { CONSOLE_API, consoleMessages, type ConsoleCategoryGroup, type ConsoleCategoryNode } from '@jhy/contract';
import { ConsoleFormModal } from '../components/ConsoleFormModal';
import { requiredTextRules } from '../components/requiredTextRules';
import { useConsoleChange, useConsoleRows } from '../components/consoleData';

type Editing =
  { kind: 'add'; pid: number; group: string; parentName: string } | { kind: 'rename'; id: number; name: string };

/** The category tree by group: add children and rename entries; ids are the product's and never change. */
export default function CategoriesPage() {
  const tree = useConsoleRows('categories', CONSOLE_API.categoryTree, { alwaysFresh: true });
  const [editing, setEditing] = useState<Editing | null>(null);

  if (!tree.data) return <Skeleton active />;
  return (
    <>
      <Alert
        className="jhy-console-block"
        type="info"
        showIcon
        message="分类编号（如 177、178、44）由页面与链接直接使用，只能新增子分类和重命名，编号不可修改，也不能删除。"
      />
      <Row gutter={[16, 16]}>
        {tree.data.map((group) => (
          <Col key={group.group} xs={24} lg={12}>
            <CategoryGroupCard group={group} onEdit={setEditing} />
          </Col>
        ))}
      </Row>
      <CategoryNameModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function CategoryGroupCard({ group, onEdit }: { group: ConsoleCategoryGroup; onEdit: (editing: Editing) => void }) {
  const treeData = useMemo(() => group.nodes.map(toTreeNode), [group.nodes]);
  const render = (node: ConsoleCategoryNode) => (
    <span className="jhy-console-category">
      <Tag className="jhy-console-category__id" title="分类编号（固定）">
        {node.id}
      </Tag>
      <span>{node.name}</span>
      <Space size={0} className="jhy-console-category__actions">
        <Button
          type="link"
          size="small"
          onClick={() => onEdit({ kind: 'add', pid: node.id, group: group.group, parentName: node.name })}
        >
          添加子分类
        </Button>
        <Button type="link" size="small" onClick={() => onEdit({ kind: 'rename', id: node.id, name: node.name })}>
          重命名
        </Button>
      </Space>
    </span>
  );
  return (
    <Card
      size="small"
      title={
        <span>
          {group.label} <span className="jhy-console-muted">（{group.group}）</span>
        </span>
      }
      extra={
        <Button
          size="small"
          onClick={() => onEdit({ kind: 'add', pid: 0, group: group.group, parentName: group.label })}
        >
          新增一级分类
        </Button>
      }
    >
      <Tree
        blockNode
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        titleRender={(node) => render((node as TreeDataNode & { category: ConsoleCategoryNode }).category)}
      />
    </Card>
  );
}

function toTreeNode(node: ConsoleCategoryNode): TreeDataNode & { category: ConsoleCategoryNode } {
  return { key: node.id, title: node.name, category: node, children: node.children.map(toTreeNode) };
}

function CategoryNameModal({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const add = useConsoleChange(CONSOLE_API.categoryAdd, {
    refresh: ['categories'],
    onDone: onClose,
    failure: '新增失败',
  });
  const rename = useConsoleChange(CONSOLE_API.categoryRename, {
    refresh: ['categories'],
    onDone: onClose,
    failure: '重命名失败',
  });
  const submit = ({ name }: { name: string }) => {
    if (editing?.kind === 'add') add.mutate({ pid: editing.pid, group: editing.group, name });
    if (editing?.kind === 'rename') rename.mutate({ id: editing.id, name });
  };
  const title =
    editing?.kind === 'add'
      ? `在「${editing.parentName}」下新增分类`
      : editing?.kind === 'rename'
        ? `重命名分类 ${editing.id}`
        : '';

  return (
    <ConsoleFormModal
      title={title}
      open={Boolean(editing)}
      form={form}
      saving={add.isPending || rename.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {editing && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: editing.kind === 'rename' ? editing.name : '' }}
          onFinish={submit}
        >
          <Form.Item
            name="name"
            label="分类名称"
            rules={requiredTextRules(consoleMessages.categoryNameRequired, 50, consoleMessages.categoryNameTooLong)}
          >
            <Input autoFocus />
          </Form.Item>
        </Form>
      )}
    </ConsoleFormModal>
  );
}
