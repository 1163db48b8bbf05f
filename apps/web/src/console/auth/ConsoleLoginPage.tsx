import { useEffect, useState, type FormEvent } from 'react';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { CONSOLE_API, consoleMessages, ruleMessages } from '@jhy/contract';
import { useAppMessage } from '../../app/feedback';
import { messageOfError } from '../../api/client';
import { SITE_NAME } from '../../components/brand';
import '../../components/portalButton.css';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { keepStaffSession } from '../staffSession';

interface LoginForm {
  username: string;
  password: string;
  code: string;
}
type Field = keyof LoginForm;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['username', 'password', 'code'];

/** The rules the server holds too (the login answers 400 with the same messages): none may be blank. */
function problemsOf(values: LoginForm): FieldErrors {
  return {
    username: values.username.trim() ? undefined : consoleMessages.usernameRequired,
    password: values.password ? undefined : ruleMessages.passwordRequired,
    code: values.code.trim() ? undefined : consoleMessages.captchaRequired,
  };
}

/**
 * Staff login: username, password and the image captcha (click to draw a new one). Plain markup,
 * outside antd's theme: the console's first load is this page, and it loads no antd
 * (docs/performance.md "The console's first load"). A field's message shows once the form was sent
 * and follows what is typed after, as the console's antd forms do.
 */
export function ConsoleLoginPage() {
  const message = useAppMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginForm>({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(() => Date.now());
  const refreshCaptcha = () => setCaptchaVersion(Date.now());

  useEffect(() => {
    document.title = `员工登录 - ${SITE_NAME}管理后台`;
  }, []);

  const login = useMutation({
    mutationFn: (sent: LoginForm) => consoleApi.send(CONSOLE_API.login, sent),
    onSuccess: ({ data, msg }) => {
      keepStaffSession(data.token, data.staff);
      queryClient.removeQueries({ queryKey: [CONSOLE_QUERY_ROOT] });
      message.success(msg);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from.startsWith('/console/') && from !== '/console/login' ? from : '/console/dashboard', {
        replace: true,
      });
    },
    onError: (error) => {
      const text = messageOfError(error, '登录失败');
      if (text) message.error(text);
      // The captcha was used up by this try, right or wrong: draw a new one, keep what was typed.
      setValues((typed) => ({ ...typed, code: '' }));
      refreshCaptcha();
    },
  });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A message already shown follows the typing; none appears before the first send.
    if (field in errors) setErrors((shown) => ({ ...shown, [field]: problemsOf(next)[field] }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = problemsOf(values);
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    login.mutate(values);
  };

  const field = (name: Field) => ({
    id: `console-login-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `console-login-${name}-error` : undefined,
  });
  const problem = (name: Field) =>
    errors[name] ? (
      <p id={`console-login-${name}-error`} className="jhy-console-login__error" role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <main className="jhy-console-login">
      <div className="jhy-console-login__card">
        <h1 className="jhy-console-login__title">{SITE_NAME}</h1>
        <p className="jhy-console-login__subtitle">管理后台 · 员工登录</p>
        <form className="jhy-console-login__form" noValidate onSubmit={submit}>
          <div className="jhy-console-login__field">
            <label className="jhy-console-login__label" htmlFor="console-login-username">
              用户名
            </label>
            <span className="jhy-console-login__input">
              <UserOutlined aria-hidden />
              <input {...field('username')} autoComplete="username" placeholder="请输入用户名" />
            </span>
            {problem('username')}
          </div>
          <div className="jhy-console-login__field">
            <label className="jhy-console-login__label" htmlFor="console-login-password">
              密码
            </label>
            <span className="jhy-console-login__input">
              <LockOutlined aria-hidden />
              <input
                {...field('password')}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder="请输入密码"
              />
              <button
                type="button"
                className="jhy-console-login__reveal"
                aria-label={showPassword ? '隐藏密码' : '显示密码'}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
              </button>
            </span>
            {problem('password')}
          </div>
          <div className="jhy-console-login__field">
            <label className="jhy-console-login__label" htmlFor="console-login-code">
              验证码
            </label>
            <div className="jhy-console-login__captcha">
              <span className="jhy-console-login__input">
                <SafetyOutlined aria-hidden />
                <input {...field('code')} autoComplete="off" maxLength={6} placeholder="请输入图形验证码" />
              </span>
              <button
                type="button"
                className="jhy-console-login__captcha-image"
                onClick={refreshCaptcha}
                title="看不清？换一张"
              >
                <img
                  src={`${CONSOLE_API.captcha}?t=${captchaVersion}`}
                  alt="图形验证码，点击更换"
                  width={120}
                  height={40}
                />
              </button>
            </div>
            {problem('code')}
          </div>
          <button
            type="submit"
            className="portal-button portal-button--primary jhy-console-login__submit"
            disabled={login.isPending}
            aria-busy={login.isPending || undefined}
          >
            {login.isPending ? '登录中…' : '登录'}
          </button>
        </form>
      </div>
    </main>
  );
}
