import { NewsEditor } from './NewsEditor';

/** The console page of the banners editor (menu: 内容管理). */
export default function BannersEditorPage() {
  return <NewsEditor variant="banners" />;
}
