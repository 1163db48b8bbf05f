import { NewsEditor } from './NewsEditor';

/** The console page of the notices editor (menu: 内容管理). */
export default function NoticesEditorPage() {
  return <NewsEditor variant="notices" />;
}
