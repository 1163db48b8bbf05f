import { Button, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { PortalPage } from '../../components/PortalPage';
import { SafeHtml } from '../../components/SafeHtml';
import { useOrganisation } from './api/certificationQueries';
import { CERTIFICATION_DETAIL_PATH, CERTIFICATION_PATH } from './certificationPaths';
import { useApplyForCertification } from './useApplyForCertification';
import './certification.css';
import '../../components/formLayout.css';

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** /main/comOrganDetail?id (docs/product.md §2): an organisation's logo, title and text, 我要认证, back links. */
export default function ComOrganDetailPage() {
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const organisation = useOrganisation(id);
  const apply = useApplyForCertification();

  return (
    <PortalPage
      steps={[
        { label: '产品认证', to: CERTIFICATION_PATH },
        { label: '产品认证详情', to: CERTIFICATION_DETAIL_PATH },
        { label: '认证机构' },
      ]}
    >
      <section className="jhy-page__panel" aria-label="认证机构详情">
        {id === undefined || organisation.isError ? (
          <Result
            status="404"
            title="认证机构不存在"
            extra={<Button href={`#${CERTIFICATION_DETAIL_PATH}`}>返回认证机构列表</Button>}
          />
        ) : organisation.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        ) : (
          <article className="organisation-detail">
            <header className="organisation-detail__header">
              <img src={organisation.data.img_path} alt={`${organisation.data.title}标志`} width={120} height={120} />
              <div>
                <h1 className="jhy-page__title certification-page__title">{organisation.data.title}</h1>
                <Button type="primary" onClick={apply}>
                  我要认证
                </Button>
              </div>
            </header>
            <SafeHtml html={organisation.data.content} />
            <div className="jhy-button-row certification-page__actions">
              <Button href={`#${CERTIFICATION_DETAIL_PATH}`}>返回认证机构列表</Button>
              <Button href={`#${CERTIFICATION_PATH}`}>返回产品认证</Button>
            </div>
          </article>
        )}
      </section>
    </PortalPage>
  );
}
