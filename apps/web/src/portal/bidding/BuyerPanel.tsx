import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Select, Skeleton } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  AUCTION_PHASE,
  biddingMessages,
  formatAmount,
  registrationFieldsSchema,
  type ListingDetail,
  type RegistrationView,
} from '@jhy/contract';
import { hasToken, rememberRedirectPath } from '../../api/session';
import { fieldRule } from '../../components/schemaRule';
import { AttachmentGroupField } from '../../components/upload/AttachmentGroupField';
import { ADD_COMPANY_PATH } from '../enterprises/enterprisePaths';
import { useAuctionState, useListingStanding, useRegister, useWithdraw } from './api/biddingQueries';
import { RegistrationTags } from './RegistrationTags';
import './bidding.css';
import { useAppMessage } from '../../app/feedback';

const ENROLLING = 1;
const QUALIFIED = 1;

/**
 * The buyer's corner of a listing's detail (docs/bidding.md): 我要报名 while the listing enrols —
 * login and a verified enterprise on the way — and the user's registrations on it with their
 * deposit and qualification.
 */
export function BuyerPanel({ listing }: { listing: ListingDetail }) {
  const loggedIn = hasToken();
  const navigate = useNavigate();
  const location = useLocation();
  const standing = useListingStanding(listing.id, loggedIn);
  const [registering, setRegistering] = useState(false);

  if (!loggedIn) {
    if (listing.enroll_status !== ENROLLING) return null;
    return (
      <section className="buyer-panel" aria-label="意向受让">
        <span>登录并添加已认证企业后即可报名参与受让</span>
        <Button
          type="primary"
          onClick={() => {
            rememberRedirectPath(location.pathname + location.search);
            void navigate('/login');
          }}
        >
          我要报名
        </Button>
      </section>
    );
  }
  if (standing.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (standing.isError) return null;
  const { registrations, can_register, reason, enterprises, enroll_files } = standing.data;
  if (registrations.length === 0 && listing.enroll_status !== ENROLLING) return null;
  return (
    <section className="buyer-panel" aria-label="意向受让">
      {registrations.map((registration) => (
        <RegistrationLine key={registration.id} registration={registration} />
      ))}
      {registrations.some((r) => r.status === QUALIFIED) && listing.enroll_status !== ENROLLING && (
        <AuctionLink listingId={listing.id} />
      )}
      {can_register ? (
        <Button type="primary" onClick={() => setRegistering(true)}>
          我要报名
        </Button>
      ) : reason === biddingMessages.noVerifiedCompany ? (
        <span>
          {reason} <Link to={ADD_COMPANY_PATH}>添加企业</Link>
        </span>
      ) : (
        registrations.length === 0 && <span>{reason}</span>
      )}
      {registering && (
        <RegistrationDialog
          listing={listing}
          enterprises={enterprises}
          asked={enroll_files}
          onClose={() => setRegistering(false)}
        />
      )}
    </section>
  );
}

/** 进入竞价室 once the window closed into an auction (the state answers 404 before). */
function AuctionLink({ listingId }: { listingId: number }) {
  const auction = useAuctionState(listingId);
  if (!auction.data) return null;
  const open = auction.data.phase !== 'ended';
  return (
    <span className="buyer-panel__line">
      <span>{open ? `网络竞价${AUCTION_PHASE[auction.data.phase]}` : '网络竞价已结束'}</span>
      <Link to={`/main/BiddingRoom?listing_id=${listingId}`}>
        <Button type={open ? 'primary' : 'default'}>{open ? '进入竞价室' : '查看竞价结果'}</Button>
      </Link>
    </span>
  );
}

function RegistrationLine({ registration }: { registration: RegistrationView }) {
  const message = useAppMessage();
  const withdraw = useWithdraw();
  return (
    <div className="buyer-panel__line">
      <strong>{registration.company_name}</strong>
      <RegistrationTags registration={registration} />
      <span className="buyer-panel__due">应缴保证金 {formatAmount(registration.deposit_due)}</span>
      {registration.remark && <span className="buyer-panel__remark">意见：{registration.remark}</span>}
      {registration.withdrawable && (
        <Popconfirm
          title="确定撤回报名吗？"
          description="撤回后已交纳的保证金将退还"
          okText="撤回"
          cancelText="取消"
          onConfirm={() => withdraw.mutateAsync(registration.id).then((msg) => void message.success(msg))}
        >
          <Button size="small" loading={withdraw.isPending}>
            撤回报名
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}

interface RegistrationFormValues {
  company_id?: number;
  contact_name: string;
  contact_phone: string;
  files: Array<{ name: string; src: string }>;
}

/** 意向受让登记: the enterprise, a contact, the materials the listing asks for. */
function RegistrationDialog({
  listing,
  enterprises,
  asked,
  onClose,
}: {
  listing: ListingDetail;
  enterprises: Array<{ id: number; company_name: string }>;
  asked: string[];
  onClose: () => void;
}) {
  const message = useAppMessage();
  const [form] = Form.useForm<RegistrationFormValues>();
  const register = useRegister(form);
  const [uploading, setUploading] = useState(0);
  const submit = async () => {
    const values = await form.validateFields();
    const msg = await register.mutateAsync({
      listing_id: listing.id,
      company_id: values.company_id!,
      contact_name: values.contact_name,
      contact_phone: values.contact_phone,
      files: (values.files ?? []).map(({ name, src }) => ({ name, src })),
    });
    void message.success(msg);
    onClose();
  };
  return (
    <Modal
      open
      title="意向受让登记"
      okText="提交报名"
      cancelText="取消"
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ loading: register.isPending, disabled: uploading > 0 }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RegistrationFormValues>
        form={form}
        layout="vertical"
        initialValues={{ company_id: enterprises[0]?.id, files: [] }}
      >
        <Form.Item
          name="company_id"
          label="报名企业"
          rules={[{ required: true, message: biddingMessages.noVerifiedCompany }]}
        >
          <Select options={enterprises.map((e) => ({ value: e.id, label: e.company_name }))} />
        </Form.Item>
        <Form.Item
          name="contact_name"
          label="联系人"
          rules={[fieldRule(registrationFieldsSchema, 'contact_name', { required: true })]}
        >
          <Input maxLength={50} placeholder="请输入联系人" />
        </Form.Item>
        <Form.Item
          name="contact_phone"
          label="联系电话"
          rules={[fieldRule(registrationFieldsSchema, 'contact_phone', { required: true })]}
        >
          <Input maxLength={30} placeholder="请输入联系电话" inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="files"
          label="资格证明材料"
          extra={asked.length > 0 ? `本项目要求提交：${asked.join('、')}` : '选填'}
          rules={
            asked.length > 0
              ? [
                  {
                    validator: async (_, value: unknown[] | undefined) => {
                      if (!value || value.length === 0) throw new Error(biddingMessages.filesRequired);
                    },
                  },
                ]
              : []
          }
        >
          <AttachmentGroupField maxFiles={10} onUploadingChange={setUploading} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
