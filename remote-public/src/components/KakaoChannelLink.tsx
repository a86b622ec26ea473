import { MESSAGES } from '@academy/common';
import { useSiteSettings } from '../lib/use-site-settings';

const S = MESSAGES.publicSite;

/**
 * 카카오톡 상담, beside the phone number: a plain link to the academy's channel (KAKAO_CHANNEL_URL),
 * in the channel's yellow. Without the variable there is no button.
 */
export function KakaoChannelLink({ large = false }: { large?: boolean }) {
  const { kakaoChannelUrl } = useSiteSettings();
  if (!kakaoChannelUrl) return null;
  return (
    <a
      href={kakaoChannelUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={large ? 'button button--large kakao-button' : 'button kakao-button'}
      aria-label={S.kakaoConsultLabel}
    >
      <span className="kakao-button__icon" aria-hidden="true" />
      {S.kakaoConsult}
    </a>
  );
}
