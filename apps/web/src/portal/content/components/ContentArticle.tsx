import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { NotFoundResult } from '../../../components/NotFoundResult';
import { Link } from 'react-router';
import { commonMessages, contentMessages } from '@jhy/contract';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatChinaTime } from '../../../components/chinaTime';
import { PortalPage } from '../../../components/PortalPage';

export interface ArticleFields {
  title: string;
  pub_time: string;
  source: string;
  content: string;
}

interface ContentArticleProps {
  article: ArticleFields | undefined;
  loading: boolean;
  /** The section (a center) the article belongs to and where "back" leads. */
  section: { label: string; to: string };
  /** The item's kind, shown beside its time and source. */
  kind: string | undefined;
  extra?: ReactNode;
}

/** A value of the item, or '暂无' when it has none (docs/product.md §2, §8). */
const orMissing = (value: string | undefined) => value?.trim() || commonMessages.missingValue;

/** The detail view shared by news, notices, banner items and policies. */
export function ContentArticle({ article, loading, section, kind, extra }: ContentArticleProps) {
  const back = (
    <Link to={section.to}>
      <Button icon={<ArrowLeftOutlined />}>返回{section.label}</Button>
    </Link>
  );
  return (
    <PortalPage className="content-page" steps={[section, { label: '详情' }]}>
      <article className="content-panel content-article">
        {loading ? (
          <Skeleton active title paragraph={{ rows: 10 }} />
        ) : !article ? (
          <NotFoundResult title={contentMessages.notFound} extra={back} />
        ) : (
          <>
            <h1 className="content-article__title">{orMissing(article.title)}</h1>
            <p className="content-article__meta">
              <span>
                发布时间：{article.pub_time ? formatChinaTime(article.pub_time) : commonMessages.missingValue}
              </span>
              <span>来源：{orMissing(article.source)}</span>
              <span>栏目：{orMissing(kind)}</span>
            </p>
            {extra}
            {article.content.trim() ? (
              <SafeHtml className="content-article__body" html={article.content} />
            ) : (
              <p className="content-article__empty">{commonMessages.missingValue}</p>
            )}
            <footer className="content-article__footer">{back}</footer>
          </>
        )}
      </article>
    </PortalPage>
  );
}
