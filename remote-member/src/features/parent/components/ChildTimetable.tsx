import { formatDays } from '@academy/common';
import { PARENT_HOME_MESSAGES as P, type ReportTimetable } from '@academy/common/parents';

/** The classes of the child's program, as its page lists them (the report carries none without one). */
export function ChildTimetable({ timetable }: { timetable: ReportTimetable }) {
  return (
    <table className="pa-timetable">
      <caption>{P.timetableTitle(timetable.programTitle)}</caption>
      <thead>
        <tr>
          <th scope="col">{P.timetableClass}</th>
          <th scope="col">{P.timetableDays}</th>
          <th scope="col">{P.timetableTime}</th>
        </tr>
      </thead>
      <tbody>
        {timetable.rows.map((row, index) => (
          <tr key={index}>
            <td>{row.name}</td>
            <td>{formatDays(row.days)}</td>
            <td>
              {row.start}–{row.end}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
