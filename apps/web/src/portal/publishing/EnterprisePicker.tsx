import { Alert, Select } from 'antd';
import { Link } from 'react-router';
import { listingMessages, type EnterpriseView } from '@jhy/contract';
import { MY_ACCOUNT_PATH } from '../accounts';

/**
 * The enterprise a listing is published for: only the user's verified ones (auth_status 1,
 * docs/product.md §5). With none, the picker says what to do instead of offering an empty list.
 */
export function EnterprisePicker({
  enterprises,
  value,
  onChange,
  id,
  disabled,
}: {
  enterprises: { data?: EnterpriseView[]; isPending: boolean };
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  disabled?: boolean;
}) {
  const options = (enterprises.data ?? []).map((enterprise) => ({
    value: enterprise.id,
    label: enterprise.company_name,
  }));
  if (!enterprises.isPending && options.length === 0 && value === undefined) {
    return (
      <Alert
        type="warning"
        showIcon
        title={listingMessages.noVerifiedCompany}
        description={
          <span>
            只有认证通过的企业才能发布挂牌项目。<Link to={MY_ACCOUNT_PATH}>前往个人中心添加企业</Link>
          </span>
        }
      />
    );
  }
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      loading={enterprises.isPending}
      placeholder="请选择已认证的企业"
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
