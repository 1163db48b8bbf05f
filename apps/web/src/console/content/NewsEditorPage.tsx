import { NewsEditor } from './NewsEditor';

/** The console page of the news editor (menu: 内容管理). */
export default function NewsEditorPage() {
  return <NewsEditor variant="news" />;
}
