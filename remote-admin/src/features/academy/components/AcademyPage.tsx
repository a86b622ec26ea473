import { useEffect, useEffectEvent } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import {
  ACADEMY_FACT_FIELDS,
  ACADEMY_FACT_LABELS as LABEL,
  ACADEMY_FACT_LIMITS as L,
  ACADEMY_FACT_MESSAGES as M,
  type AcademyFacts,
} from '@academy/common';
import { useAsyncData, useReplaceAcademyFacts } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { DraftRestoredAlert } from '../../../components/DraftRestoredAlert';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSessionDraft } from '../../../lib/use-session-draft';
import { getAcademy, updateAcademy } from '../api/academy';
import { academyRule, partRule } from './academy-form-rules';
import { HoursListField } from './HoursListField';
import './academy.css';

const filled = (max: number) => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.trim().length <= max;

/** The form as sent: text trimmed, an empty channel sent as null (KAKAO_CHANNEL_URL stands in). */
function inputOf(values: AcademyFacts): AcademyFacts {
  const trim = (text: string) => text.trim();
  const lines = (list: AcademyFacts['contactHours']) =>
    list.map((line) => ({ days: trim(line.days), hours: trim(line.hours) }));
  return {
    name: trim(values.name),
    representative: trim(values.representative),
    address: trim(values.address),
    phone: trim(values.phone),
    email: trim(values.email),
    registrationNumber: trim(values.registrationNumber),
    businessNumber: trim(values.businessNumber),
    privacyOfficer: { name: trim(values.privacyOfficer.name), contact: trim(values.privacyOfficer.contact) },
    kakaoChannelUrl: values.kakaoChannelUrl?.trim() ? values.kakaoChannelUrl.trim() : null,
    mapQuery: trim(values.mapQuery),
    contactHours: lines(values.contactHours),
    consultationHours: lines(values.consultationHours),
  };
}

function AcademyForm({ facts, onSaved }: { facts: AcademyFacts; onSaved: (facts: AcademyFacts) => void }) {
  const [form] = Form.useForm<AcademyFacts>();
  const draft = useSessionDraft(form, 'academy');
  const { saving, submit } = useFormSubmit(form, ACADEMY_FACT_FIELDS, draft);
  // The form mounts once the stored facts are in it: a draft kept when the session ended goes over them.
  const restoreDraft = useEffectEvent(() => {
    draft.restore();
  });
  useEffect(() => restoreDraft(), []);

  async function save(values: AcademyFacts) {
    await submit(async () => onSaved(await updateAcademy(inputOf(values))), {
      success: { title: M.saved },
      failure: { title: '학원 정보를 저장하지 못했습니다', fallback: '잠시 후 다시 시도해주세요.' },
    });
  }

  return (
    <Form<AcademyFacts>
      form={form}
      layout="vertical"
      className="academy-form"
      initialValues={{ ...facts, kakaoChannelUrl: facts.kakaoChannelUrl ?? '' }}
      onFinish={save}
      // A long form: a refused field may be screens above the save button.
      scrollToFirstError={{ block: 'center', focus: true }}
      requiredMark
    >
      <DraftRestoredAlert shown={draft.restored} />
      <fieldset>
        <legend>학원</legend>
        <Form.Item label={LABEL.name} name="name" required rules={[academyRule('name')]}>
          <Input maxLength={L.nameMax} autoComplete="organization" />
        </Form.Item>
        <Form.Item label={LABEL.representative} name="representative" required rules={[academyRule('representative')]}>
          <Input maxLength={L.representativeMax} />
        </Form.Item>
        <Form.Item
          label={`${LABEL.registrationNumber} (교육청)`}
          name="registrationNumber"
          required
          rules={[academyRule('registrationNumber')]}
          extra="교육지원청에 등록한 학원 등록번호를 그대로 적습니다. 예: 제2019-12호 (창원교육지원청)"
        >
          <Input maxLength={L.registrationNumberMax} />
        </Form.Item>
        <Form.Item
          label={LABEL.businessNumber}
          name="businessNumber"
          required
          rules={[academyRule('businessNumber')]}
          extra="숫자 10자리. 하이픈은 저장할 때 000-00-00000 형식으로 맞춥니다."
        >
          <Input inputMode="numeric" maxLength={12} />
        </Form.Item>
      </fieldset>

      <fieldset>
        <legend>연락처와 위치</legend>
        <Form.Item label={LABEL.address} name="address" required rules={[academyRule('address')]}>
          <Input maxLength={L.addressMax} autoComplete="street-address" />
        </Form.Item>
        <Form.Item
          label={LABEL.mapQuery}
          name="mapQuery"
          required
          rules={[academyRule('mapQuery')]}
          extra="첫 화면의 지도와 길찾기 링크가 이 검색어로 위치를 찾습니다."
        >
          <Input maxLength={L.mapQueryMax} />
        </Form.Item>
        <Form.Item label={LABEL.phone} name="phone" required rules={[academyRule('phone')]}>
          <Input inputMode="tel" maxLength={20} autoComplete="tel" />
        </Form.Item>
        <Form.Item label={LABEL.email} name="email" required rules={[academyRule('email')]}>
          <Input type="email" maxLength={254} autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={LABEL.kakaoChannelUrl}
          name="kakaoChannelUrl"
          rules={[academyRule('kakaoChannelUrl', (value) => (typeof value === 'string' ? value.trim() : value))]}
          extra="비워 두면 서버의 KAKAO_CHANNEL_URL 설정을 쓰고, 그것도 없으면 카카오톡 상담 버튼을 표시하지 않습니다."
        >
          <Input inputMode="url" placeholder="https://pf.kakao.com/_xkAbcd" maxLength={200} />
        </Form.Item>
      </fieldset>

      <fieldset>
        <legend>{LABEL.privacyOfficer}</legend>
        <Form.Item
          label="보호책임자 성명"
          name={['privacyOfficer', 'name']}
          required
          rules={[partRule(filled(L.officerNameMax), M.officerName)]}
        >
          <Input maxLength={L.officerNameMax} />
        </Form.Item>
        <Form.Item
          label="보호책임자 연락처"
          name={['privacyOfficer', 'contact']}
          required
          rules={[partRule(filled(L.officerContactMax), M.officerContact)]}
          extra="개인정보처리방침에 그대로 실립니다. 전화번호나 이메일을 적어 주세요."
        >
          <Input maxLength={L.officerContactMax} />
        </Form.Item>
      </fieldset>

      <HoursListField name="contactHours" label={LABEL.contactHours} />
      <HoursListField name="consultationHours" label={LABEL.consultationHours} />

      <div className="academy-form__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          저장
        </Button>
      </div>
    </Form>
  );
}

/**
 * /admin/academy (학원 정보): the academy's particulars every page's header and footer, the landing
 * page, the search engines' structured data, the mails and the privacy policy show. ADMIN accounts
 * only, as the API is: the shared-password consoles do not list this screen.
 */
export function AcademyPage() {
  const facts = useAsyncData(getAcademy, []);
  const replaceShown = useReplaceAcademyFacts();
  return (
    <section className="admin-screen" aria-labelledby="academy-title">
      <ScreenHeader
        id="academy-title"
        title={M.title}
        lead="홈페이지 머리말·꼬리말, 첫 화면, 검색엔진 정보, 안내 메일과 개인정보처리방침에 실리는 학원 정보입니다. 저장하면 공개 페이지에 바로 반영됩니다."
      />
      {facts.data && (!facts.data.registrationNumber || !facts.data.businessNumber) ? (
        <Alert
          className="academy-form__missing"
          type="warning"
          showIcon
          title="학원 등록번호와 사업자등록번호를 입력해주세요"
          description="학원 홈페이지 꼬리말에 표시해야 하는 정보입니다. 입력하기 전까지 꼬리말에서 빠집니다."
        />
      ) : null}
      <AsyncContent data={facts} isEmpty={() => false} errorTitle="학원 정보를 불러오지 못했습니다" retry>
        {(value) => <AcademyForm facts={value} onSaved={replaceShown} />}
      </AsyncContent>
    </section>
  );
}
