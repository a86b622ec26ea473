import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useNavigate } from 'react-router-dom';
import {
  CONSULTATION,
  CONSULTATION_FORM_PATH,
  CONSULTATION_GRADES,
  CONSULTATION_MESSAGES as M,
  CONSULTATION_THANKS_PATH,
  LEGAL_PAGES,
  validateConsultation,
  type ConsultationFormState,
  type ConsultationGrade,
  type FieldError,
} from '@academy/common';
import { useApiQuery } from '@academy/context';
import { useSiteSettings } from '../../lib/use-site-settings';
import { sendConsultation } from './send-consultation';

type Values = Required<ConsultationFormState['values']>;

interface ConsultationFormProps {
  /** The program chosen beforehand (a program page's button). */
  programSlug?: string;
  /** Its title, shown for the choice until the program list arrives (else the slug shows). */
  programTitle?: string;
  /** What a refused plain-form post handed back (the page without JavaScript). */
  refused?: ConsultationFormState;
  /** Moves focus to the first field when shown (the dialog). */
  autoFocus?: boolean;
}

const EMPTY: Values = { name: '', phone: '', grade: '', programSlug: '', message: '' };

/** What the form sends, as the common rules and the API read it. */
function inputOf(values: Values, consent: boolean, smsConsent = false) {
  return {
    name: values.name,
    phone: values.phone,
    ...(values.grade ? { grade: values.grade as ConsultationGrade } : {}),
    programSlug: values.programSlug || null,
    message: values.message || null,
    consent,
    ...(smsConsent ? { smsConsent } : {}),
  };
}

/**
 * The consultation form. It is a plain HTML form posting to /consultation, so it works before (or
 * without) JavaScript; once hydrated it checks the common rules first and sends JSON instead,
 * then goes to the same thank-you page.
 */
export function ConsultationForm({ programSlug, programTitle, refused, autoFocus }: ConsultationFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { data: programs } = useApiQuery('/programs');
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    programSlug: programSlug ?? '',
    ...refused?.values,
  }));
  const [consent, setConsent] = useState(false);
  const [smsConsent, setSmsConsent] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>(refused?.errors ?? []);
  const [summary, setSummary] = useState<string | null>(refused?.message ?? null);
  const [sending, setSending] = useState(false);
  const { retention } = useSiteSettings();
  const summaryRef = useRef<HTMLDivElement>(null);

  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;

  /** A flagged field whose new value passes its rule loses its message at once; nothing new is flagged while typing. */
  function recheck(next: Values, nextConsent: boolean) {
    if (errors.length === 0) return;
    const problems = validateConsultation(inputOf(next, nextConsent));
    const remaining = errors.filter((error) => problems.some((problem) => problem.field === error.field));
    if (remaining.length === errors.length) return;
    setErrors(remaining);
    if (remaining.length === 0) setSummary(null);
  }
  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    recheck(next, consent);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const website = (event.currentTarget.elements.namedItem(CONSULTATION.honeypotField) as HTMLInputElement | null)
      ?.value;
    const input = { ...inputOf(values, consent, smsConsent), ...(website ? { website } : {}) };
    const problems = validateConsultation(input);
    setErrors(problems);
    if (problems.length > 0) {
      setSummary(M.fixBelow(problems.length));
      showFirstError(problems[0]!.field);
      return;
    }
    setSending(true);
    const result = await sendConsultation(input);
    setSending(false);
    if (result.ok) return navigate(CONSULTATION_THANKS_PATH);
    setErrors(result.errors);
    setSummary(result.errors.length > 0 ? M.fixBelow(result.errors.length) : result.message);
    showFirstError(result.errors[0]?.field);
  }

  /**
   * The summary of what to fix is brought on screen and the first field to fix takes the focus, on
   * a phone too: once React has drawn the messages (a frame later), so the page scrolls to them.
   */
  function showFirstError(field: string | undefined) {
    requestAnimationFrame(() => {
      summaryRef.current?.scrollIntoView({ block: 'start' });
      const target = field ? document.getElementById(`${id}-${field}`) : null;
      if (!target) return;
      target.focus({ preventScroll: true });
      const box = target.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) target.scrollIntoView({ block: 'center' });
    });
  }

  const describe = (field: string) => (errorOf(field) ? `${id}-${field}-error` : undefined);
  const fieldError = (field: string) =>
    errorOf(field) && (
      <p id={`${id}-${field}-error`} className="consult-form__error">
        {errorOf(field)}
      </p>
    );
  const activePrograms = Array.isArray(programs) ? programs : [];

  return (
    <form className="consult-form" method="post" action={CONSULTATION_FORM_PATH} onSubmit={submit} noValidate>
      {summary && (
        <div ref={summaryRef} className="consult-form__summary" role="alert">
          <p>{summary}</p>
          {errors.length > 0 && (
            <ul>
              {errors.map((error) => (
                <li key={error.field}>
                  <a href={`#${id}-${error.field}`}>{error.message}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="consult-form__row">
        <div className="consult-form__field">
          <label htmlFor={`${id}-name`}>
            이름 <span className="consult-form__required">(필수)</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            maxLength={CONSULTATION.nameMax}
            value={values.name}
            onChange={set('name')}
            aria-invalid={errorOf('name') ? true : undefined}
            aria-describedby={describe('name')}
            required
            autoFocus={autoFocus}
          />
          {fieldError('name')}
        </div>
        <div className="consult-form__field">
          <label htmlFor={`${id}-phone`}>
            연락처 <span className="consult-form__required">(필수)</span>
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="010-1234-5678"
            maxLength={CONSULTATION.phoneInputMax}
            value={values.phone}
            onChange={set('phone')}
            aria-invalid={errorOf('phone') ? true : undefined}
            aria-describedby={describe('phone')}
            required
          />
          {fieldError('phone')}
        </div>
      </div>
      <div className="consult-form__row">
        <div className="consult-form__field">
          <label htmlFor={`${id}-grade`}>학년</label>
          <select
            id={`${id}-grade`}
            name="grade"
            value={values.grade}
            onChange={set('grade')}
            aria-invalid={errorOf('grade') ? true : undefined}
            aria-describedby={describe('grade')}
          >
            <option value="">선택 안 함</option>
            {CONSULTATION_GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))}
          </select>
          {fieldError('grade')}
        </div>
        <div className="consult-form__field">
          <label htmlFor={`${id}-programSlug`}>관심 프로그램</label>
          <select
            id={`${id}-programSlug`}
            name="programSlug"
            value={values.programSlug}
            onChange={set('programSlug')}
            aria-invalid={errorOf('programSlug') ? true : undefined}
            aria-describedby={describe('programSlug')}
          >
            <option value="">선택 안 함</option>
            {activePrograms.map((program) => (
              <option key={program.slug} value={program.slug}>
                {program.title}
              </option>
            ))}
            {values.programSlug && !activePrograms.some((program) => program.slug === values.programSlug) && (
              <option value={values.programSlug}>
                {(values.programSlug === programSlug && programTitle) || values.programSlug}
              </option>
            )}
          </select>
          {fieldError('programSlug')}
        </div>
      </div>
      <div className="consult-form__field">
        <label htmlFor={`${id}-message`}>문의 내용</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={CONSULTATION.messageMax}
          placeholder="현재 성적, 목표, 편한 연락 시간 등을 적어 주세요."
          value={values.message}
          onChange={set('message')}
          aria-invalid={errorOf('message') ? true : undefined}
          aria-describedby={describe('message')}
        />
        {fieldError('message')}
      </div>
      {/* The honeypot: out of sight and out of the Tab order; a person leaves it empty. */}
      <div className="consult-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>이 칸은 비워 두세요</label>
        <input
          id={`${id}-website`}
          name={CONSULTATION.honeypotField}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <fieldset className="consult-form__consent">
        <legend>{M.consentTitle}</legend>
        <ul>
          <li>{M.consentItems}</li>
          <li>{M.consentPurpose}</li>
          <li>{M.consentRetention(retention.consultations)}</li>
        </ul>
        <p>{M.consentRefusal}</p>
        <p>
          {/* A new tab: the form and what was typed in it stay where they are. */}
          <Link to={LEGAL_PAGES.privacy} target="_blank" rel="noopener" className="consult-form__policy">
            {M.policyLink}
          </Link>
        </p>
        <label className="consult-form__check">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              recheck(values, event.target.checked);
            }}
            aria-invalid={errorOf('consent') ? true : undefined}
            aria-describedby={describe('consent')}
            required
          />
          {M.consentLabel}
        </label>
        {fieldError('consent')}
      </fieldset>
      {/* Optional and apart from the required consent: unticked, nothing is sent to the phone. */}
      <div className="consult-form__field">
        <label className="consult-form__check">
          <input
            id={`${id}-smsConsent`}
            type="checkbox"
            name="smsConsent"
            checked={smsConsent}
            onChange={(event) => setSmsConsent(event.target.checked)}
            aria-describedby={`${id}-smsConsent-hint`}
          />
          {M.smsConsentLabel}
        </label>
        <p id={`${id}-smsConsent-hint`} className="consult-form__hint">
          {M.smsConsentHint}
        </p>
      </div>
      <button type="submit" className="button button--primary button--large consult-form__submit" disabled={sending}>
        {sending ? '보내는 중…' : M.open}
      </button>
    </form>
  );
}
