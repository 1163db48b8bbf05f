import type { SmsCodePurpose } from '@jhy/contract';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../../api/mutation';
import { useAppMessage } from '../../../app/feedback';
import { LOGIN_PATH } from '../accountPaths';
import { useSmsCodeForm } from './SmsCodeFields';

/**
 * The submit of /register and /forgetPwd alike: the SMS-code fields' state (useSmsCodeForm), the
 * call through the portal's error path — a refused submit used the captcha up, so it is redrawn —
 * and on success the server's message (`saidOnSuccess` when it sends none), then /login.
 */
export function useSmsCodeSubmit<Values, Input>(
  form: FormInstance<Values>,
  purpose: SmsCodePurpose,
  send: (input: Input) => Promise<string>,
  saidOnSuccess: string,
) {
  const message = useAppMessage();
  const navigate = useNavigate();
  const sms = useSmsCodeForm(form, purpose);
  const mutation = useApiMutation({ form, mutationFn: send, onError: sms.newCaptcha });
  const submit = (input: Input) =>
    mutation.mutate(input, {
      onSuccess: async (msg) => {
        message.success(msg || saidOnSuccess);
        await navigate(LOGIN_PATH);
      },
    });
  return { form, sms, submit, submitting: mutation.isPending };
}

/** What useSmsCodeSubmit gives its page, for SmsCodeAuthForm. */
export type SmsCodeSubmit<Values, Input> = ReturnType<typeof useSmsCodeSubmit<Values, Input>>;
