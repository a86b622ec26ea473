import { Button, Tag } from 'antd';
import type { Program } from '@academy/common';

interface ProgramListProps {
  programs: Program[];
  busyId: string | null;
  onEdit: (program: Program) => void;
  onDelete: (program: Program) => void;
}

/** Each program with its address, active and order badges, description, features and audience. */
export function ProgramList({ programs, busyId, onEdit, onDelete }: ProgramListProps) {
  return (
    <ul className="console-list" aria-label="프로그램 목록">
      {programs.map((program) => (
        <li key={program.id} className="console-item">
          <div className="console-item__body">
            <h3 className="console-item__title">
              {program.title}
              <Tag color={program.isActive ? 'green' : 'default'}>{program.isActive ? '활성' : '비활성'}</Tag>
              <Tag color="blue">순서 {program.order}</Tag>
            </h3>
            <p className="console-item__text">
              <a href={`/program/${program.slug}`} target="_blank" rel="noreferrer">
                /program/{program.slug}
              </a>
            </p>
            {program.description && <p className="console-item__text">{program.description}</p>}
            {program.features.length > 0 && (
              <ul className="program-features">
                {program.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
            {program.targetStudents && <p className="console-item__text">대상: {program.targetStudents}</p>}
          </div>
          <div className="console-item__actions">
            <Button size="small" onClick={() => onEdit(program)} aria-label={`${program.title} 수정`}>
              수정
            </Button>
            <Button size="small" danger disabled={busyId === program.id} onClick={() => onDelete(program)} aria-label={`${program.title} 삭제`}>
              삭제
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
