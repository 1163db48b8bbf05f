import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { HOME_PATH_HREF } from '../routing/portalPaths';
import { useCurrentPageHandle } from '../routing/pageHandle';

/**
 * Stands in for a page of a later issue, so that every route of the product (docs/product.md) answers with something
 * clear instead of a blank screen. The page's name comes from its route (see mainPage).
 */
export default function PageUnderConstruction() {
  const pageTitle = useCurrentPageHandle()?.title ?? '该页面';
  return (
    <div className="jhy-container jhy-under-construction">
      <Result
        icon={<ToolOutlined />}
        title={<h1 className="jhy-under-construction__title">该页面正在建设中</h1>}
        subTitle={
          <>
            <strong>{pageTitle}</strong> 即将上线，敬请期待。
          </>
        }
        extra={
          <Button type="primary" href={HOME_PATH_HREF}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
