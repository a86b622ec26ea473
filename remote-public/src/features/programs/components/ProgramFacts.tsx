import {
  formatDays,
  formatStartDate,
  formatWon,
  PROGRAM_FACT_MESSAGES,
  PROGRAM_FACT_LABELS as LABELS,
  type Program,
} from '@academy/common';

type Facts = Pick<Program, 'tuition' | 'schedule' | 'startDate' | 'capacity' | 'seatsLeft'>;

/** "남은 자리 4석 (정원 12명)", "마감 (정원 8명)", or null when neither is given. */
function seatsText({ capacity = null, seatsLeft = null }: Partial<Facts>): string | null {
  const of = capacity === null ? '' : ` (정원 ${capacity}명)`;
  if (seatsLeft === null) return capacity === null ? null : `정원 ${capacity}명`;
  return seatsLeft === 0 ? `마감${of}` : `남은 자리 ${seatsLeft}석${of}`;
}

/** Absent fields count as not given: this remote may meet an API deployed before the facts. */
export const hasProgramFacts = (facts: Partial<Facts>) =>
  facts.tuition != null ||
  (facts.schedule?.length ?? 0) > 0 ||
  facts.startDate != null ||
  facts.capacity != null ||
  facts.seatsLeft != null;

/**
 * What parents ask first: the tuition (with 교재비 apart), the start date, the seats left and the
 * timetable, as two narrow tables that fit a 390 px phone without scrolling sideways, and the
 * notice 학원법 asks for under them.
 */
export function ProgramFacts({ program }: { program: Partial<Facts> }) {
  const { tuition = null, schedule = [], startDate = null } = program;
  const seats = seatsText(program);
  return (
    <section className="program-detail__block program-facts" aria-labelledby="program-facts">
      <h2 id="program-facts" className="program-detail__block-title">
        수강 안내
      </h2>
      <table className="program-facts__table">
        <caption className="visually-hidden">수강료와 개강일, 모집 현황</caption>
        <tbody>
          {tuition && (
            <tr>
              <th scope="row">{LABELS.monthly}</th>
              <td>
                <strong className="program-facts__price">{formatWon(tuition.monthly)}</strong>
              </td>
            </tr>
          )}
          {tuition && (
            <tr>
              <th scope="row">{LABELS.materials}</th>
              <td>{tuition.materials ? `${formatWon(tuition.materials)} (별도)` : '없음'}</td>
            </tr>
          )}
          {startDate && (
            <tr>
              <th scope="row">{LABELS.startDate}</th>
              <td>
                <time dateTime={startDate}>{formatStartDate(startDate)}</time>
              </td>
            </tr>
          )}
          {seats && (
            <tr>
              <th scope="row">{LABELS.seats}</th>
              <td className={program.seatsLeft === 0 ? 'program-facts__full' : undefined}>{seats}</td>
            </tr>
          )}
        </tbody>
      </table>
      {schedule.length > 0 && (
        <table className="program-facts__table program-facts__schedule">
          <caption>{LABELS.schedule}</caption>
          <thead>
            <tr>
              <th scope="col">반</th>
              <th scope="col">요일</th>
              <th scope="col">시간</th>
            </tr>
          </thead>
          <tbody>
            {schedule.map((row, index) => (
              <tr key={`${row.name}-${index}`}>
                <th scope="row">{row.name}</th>
                <td>{formatDays(row.days)}</td>
                <td className="program-facts__time">
                  {row.start}~{row.end}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {tuition && <p className="program-facts__notice">{PROGRAM_FACT_MESSAGES.tuitionNotice}</p>}
    </section>
  );
}
