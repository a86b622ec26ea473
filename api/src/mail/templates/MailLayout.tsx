import type { ReactNode } from 'react';
import { useMailAcademy } from './academy-context';

/** Mail clients ignore style sheets: every style is inline, the width fixed and the colours plain. */
const page = { backgroundColor: '#f4f5f7', padding: '24px 0', fontFamily: 'sans-serif', color: '#1f2328' };
const card = { maxWidth: '560px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '8px', padding: '32px' };
const footer = { maxWidth: '560px', margin: '16px auto 0', fontSize: '12px', color: '#57606a', lineHeight: '1.6' };

/** Every message: the academy's name on top, its address and phone underneath. */
export function MailLayout({ title, children }: { title: string; children: ReactNode }) {
  const academy = useMailAcademy();
  return (
    <html lang="ko">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <title>{title}</title>
      </head>
      <body style={page}>
        <div style={card}>
          <p style={{ margin: '0 0 24px', fontSize: '14px', fontWeight: 700, color: '#0b5cad' }}>{academy.name}</p>
          <h1 style={{ margin: '0 0 16px', fontSize: '20px' }}>{title}</h1>
          <div style={{ fontSize: '15px', lineHeight: '1.7' }}>{children}</div>
        </div>
        <div style={footer}>
          <p style={{ margin: 0 }}>
            {academy.name} · {academy.address}
          </p>
          <p style={{ margin: 0 }}>
            전화 {academy.phone} · {academy.email}
          </p>
          <p style={{ margin: '8px 0 0' }}>이 메일은 발신 전용입니다. 문의는 학원으로 연락해주세요.</p>
        </div>
      </body>
    </html>
  );
}

/** A link drawn as a button; the plain-text part shows its address. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '12px 20px',
          backgroundColor: '#0b5cad',
          color: '#ffffff',
          borderRadius: '6px',
          textDecoration: 'none',
          fontWeight: 700,
        }}
      >
        {children}
      </a>
    </p>
  );
}

export const greeting = (name: string) => `${name || '회원'}님, 안녕하세요.`;
