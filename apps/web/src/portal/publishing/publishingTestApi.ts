import { API } from '@jhy/contract';
import { enterpriseOf, stubEnterpriseApi } from '../../test/enterpriseFixtures';

/** The categories, enterprises and configuration the publishing forms read, with extra answers. */
export function stubPublishingApi(extra: Parameters<typeof stubEnterpriseApi>[0] = {}) {
  const node = (id: number, name: string, sonCate: unknown[] = []) => ({ id, pid: 0, name, sonCate });
  return stubEnterpriseApi({
    [API.getCategory]: () => ({
      data: {
        project_type: [node(97, '林业资源类', [node(126, '林业碳汇开发'), node(114, '林地经营权')])],
        transfer_type: [node(164, '企业法人'), node(165, '自然人')],
        internal_decision_type: [node(170, '股东会决议')],
      },
    }),
    [API.myCompanies]: () => ({
      data: {
        total: 2,
        certified: 1,
        rows: [
          enterpriseOf({ id: 7, company_name: '玛沁雪山生态林业有限公司', auth_status: 1 }),
          enterpriseOf({ id: 8, company_name: '待认证牧业有限公司', auth_status: -1 }),
        ],
      },
    }),
    [API.sysConfig]: () => ({
      data: [
        { id: 73, name: 'payee_account_name', title: '', content: '江河源生态环境交易中心有限公司' },
        { id: 74, name: 'payee_open_bank', title: '', content: '中国农业银行西宁城西支行' },
        { id: 75, name: 'payee_account', title: '', content: '28100104000088666' },
        { id: 59, name: 'margin_money_method', title: '', content: '银行转账' },
      ],
    }),
    ...extra,
  });
}
