import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import {
  PARENT_HOME_MESSAGES as P,
  REPORT_MAIL_MESSAGES as R,
  weekShortLabel,
  type ChildWeekReport,
} from '@academy/common/parents';
import { useMailAcademy } from './academy-context';

/*
 * The weekly report, built with React Email's components: tables underneath, inline styles, so it
 * reads the same in Gmail, Naver Mail and Outlook. The figures and their words are /parent's.
 */

const colors = { text: '#1f2328', soft: '#57606a', primary: '#0b5cad', bar: '#d0d7de', line: '#e5e7eb' };
const page = { backgroundColor: '#f4f5f7', fontFamily: 'sans-serif', color: colors.text, margin: 0, padding: '24px 0' };
const card = { maxWidth: '560px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '8px', padding: '32px' };
const figureCell = {
  textAlign: 'center' as const,
  backgroundColor: '#f4f5f7',
  borderRadius: '8px',
  padding: '12px 4px',
};
const small = { fontSize: '13px', color: colors.soft, margin: '0' };

export interface ReportChild {
  name: string;
  report: ChildWeekReport;
}

/** Five weeks of minutes as horizontal bars: a table cell's width, which every mail program draws. */
function TrendTable({ report }: { report: ChildWeekReport }) {
  const weeks = [...report.trend, { week: report.week, minutes: report.minutes }];
  const most = Math.max(1, ...weeks.map((week) => week.minutes));
  return (
    <Section style={{ margin: '12px 0' }}>
      <Text style={{ ...small, fontWeight: 700, margin: '0 0 6px' }}>{R.trendTitle}</Text>
      {weeks.map((week, index) => {
        const current = index === weeks.length - 1;
        const width = Math.max(2, Math.round((week.minutes / most) * 100));
        return (
          <Row key={week.week} style={{ margin: '0 0 4px' }}>
            <Column style={{ width: '52px', fontSize: '12px', color: colors.soft }}>{weekShortLabel(week.week)}</Column>
            <Column>
              <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
                <tbody>
                  <tr>
                    <td
                      width={`${width}%`}
                      style={{
                        backgroundColor: current ? colors.primary : colors.bar,
                        height: '12px',
                        borderRadius: '3px',
                        fontSize: '1px',
                        lineHeight: '1px',
                      }}
                    >
                      &nbsp;
                    </td>
                    <td style={{ paddingLeft: '6px', fontSize: '12px', color: colors.soft, whiteSpace: 'nowrap' }}>
                      {week.minutes}분
                    </td>
                  </tr>
                </tbody>
              </table>
            </Column>
          </Row>
        );
      })}
    </Section>
  );
}

function ChildSection({ child }: { child: ReportChild }) {
  const { report } = child;
  const figures = [
    [P.lessonsWatched, P.lessonsUnit(report.lessonsWatched)],
    [P.minutes, P.minutesUnit(report.minutes)],
    [P.completed, P.lessonsUnit(report.completed)],
  ];
  return (
    <Section style={{ margin: '24px 0 0' }}>
      <Heading as="h2" style={{ fontSize: '17px', margin: '0 0 10px' }}>
        {child.name}
      </Heading>
      <Row>
        {figures.map(([label, value]) => (
          <Column key={label} style={{ width: '33%', padding: '0 3px' }}>
            <div style={figureCell}>
              <Text style={{ ...small, fontSize: '12px' }}>{label}</Text>
              <Text style={{ margin: '4px 0 0', fontSize: '18px', fontWeight: 700 }}>{value}</Text>
            </div>
          </Column>
        ))}
      </Row>
      <TrendTable report={report} />
      <Text style={{ fontSize: '14px', fontWeight: 700, margin: '12px 0 4px' }}>{P.inProgressTitle}</Text>
      {report.inProgress.length === 0 ? (
        <Text style={small}>{P.inProgressEmpty}</Text>
      ) : (
        report.inProgress.map((lesson) => (
          <Text key={lesson.videoId} style={{ fontSize: '14px', margin: '0 0 2px' }}>
            {lesson.title} <span style={{ color: colors.soft }}>· {lesson.courseTitle}</span> — {lesson.percent}%
          </Text>
        ))
      )}
      {report.quizzes && (
        <>
          <Text style={{ fontSize: '14px', fontWeight: 700, margin: '12px 0 4px' }}>{P.quizzesTitle}</Text>
          {report.quizzes.length === 0 ? (
            <Text style={small}>{P.quizzesEmpty}</Text>
          ) : (
            report.quizzes.map((quiz) => (
              <Text key={quiz.videoId} style={{ fontSize: '14px', margin: '0 0 2px' }}>
                {quiz.title} — {P.quizScore(quiz.bestScore)} ({quiz.passed ? P.quizPassed : P.quizFailed})
              </Text>
            ))
          )}
        </>
      )}
    </Section>
  );
}

export function ParentReportMail({
  parentName,
  week,
  children,
  homeUrl,
  unsubscribeUrl,
}: {
  parentName: string;
  week: string;
  children: ReportChild[];
  homeUrl: string;
  unsubscribeUrl: string;
}) {
  const academy = useMailAcademy();
  return (
    <Html lang="ko">
      <Head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <title>{R.title}</title>
      </Head>
      <Preview>{children.map((child) => R.summaryLine(child.name, child.report)).join(' / ')}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={{ margin: '0 0 24px', fontSize: '14px', fontWeight: 700, color: colors.primary }}>
            {academy.name}
          </Text>
          <Heading as="h1" style={{ margin: '0 0 16px', fontSize: '20px' }}>
            {R.title}
          </Heading>
          <Text style={{ fontSize: '15px', margin: '0 0 4px' }}>{R.greeting(parentName)}</Text>
          <Text style={{ fontSize: '15px', margin: 0 }}>{R.intro(week)}</Text>
          {children.map((child, index) => (
            <ChildSection key={index} child={child} />
          ))}
          <Section style={{ margin: '28px 0 0', textAlign: 'center' }}>
            <Button
              href={homeUrl}
              style={{
                backgroundColor: colors.primary,
                color: '#ffffff',
                borderRadius: '6px',
                padding: '12px 20px',
                fontWeight: 700,
                fontSize: '15px',
              }}
            >
              {R.openHome}
            </Button>
          </Section>
          <Hr style={{ borderColor: colors.line, margin: '28px 0 16px' }} />
          <Text style={small}>
            {R.unsubscribeNote} <Link href={unsubscribeUrl}>{R.unsubscribeLink}</Link>. {R.settingsNote}
          </Text>
        </Container>
        <Container style={{ maxWidth: '560px', margin: '16px auto 0' }}>
          <Text style={small}>
            {academy.name} · {academy.address}
          </Text>
          <Text style={small}>
            전화 {academy.phone} · {academy.email}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
