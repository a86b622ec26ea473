import { useAcademyFacts } from '@academy/context';
/** Consultation hours of the gallery and profile pages (they differ from the landing's opening hours). */
export function ConsultationHours({ caption = '상담 가능 시간' }: { caption?: string }) {
  const academy = useAcademyFacts();
  return (
    <table className="hours-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {academy.consultationHours.map((slot) => (
          <tr key={slot.days}>
            <th scope="row">{slot.days}</th>
            <td>{slot.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
