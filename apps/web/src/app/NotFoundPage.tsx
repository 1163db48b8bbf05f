import { Button } from 'antd';
import { HOME_PATH_HREF } from '../routing/portalPaths';

/** The catch-all page of docs/product.md §2: a big 'Oops!' and the bilingual "page does not exist". */
export function NotFoundPage() {
  return (
    <main className="jhy-status-page">
      <p className="jhy-status-page__oops">Oops!</p>
      <h1 className="jhy-status-page__message">
        <span>抱歉，您访问的页面不存在。</span>
        <span lang="en">Sorry, the page you visited does not exist.</span>
      </h1>
      <Button type="primary" size="large" href={HOME_PATH_HREF}>
        返回首页
      </Button>
    </main>
  );
}
