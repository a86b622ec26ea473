import { Tag } from 'antd';
import type { Program } from '@academy/common';
import { ConsoleItem, ConsoleItemText, ConsoleList } from '../../../components/ConsoleList';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';

interface ProgramListProps {
  programs: Program[];
  busyId: string | null;
  onEdit: (program: Program) => void;
  onDelete: (program: Program) => void;
}

/** Each program with its address, active and order badges, description, features and audience. */
export function ProgramList({ programs, busyId, onEdit, onDelete }: ProgramListProps) {
  return (
    <ConsoleList label="프로그램 목록">
      {programs.map((program) => (
        <ConsoleItem
          key={program.id}
          heading
          title={
            <>
              {program.title}
              <Tag color={program.isActive ? 'green' : 'default'}>{program.isActive ? '활성' : '비활성'}</Tag>
              <Tag color="blue">순서 {program.order}</Tag>
            </>
          }
          actions={<EditDeleteButtons name={program.title} onEdit={() => onEdit(program)} onDelete={() => onDelete(program)} deleting={busyId === program.id} />}
        >
          <ConsoleItemText>
            <a href={`/program/${program.slug}`} target="_blank" rel="noreferrer">
              /program/{program.slug}
            </a>
          </ConsoleItemText>
          {program.description && <ConsoleItemText>{program.description}</ConsoleItemText>}
          {program.features.length > 0 && (
            <ul className="program-features">
              {program.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          {program.targetStudents && <ConsoleItemText>대상: {program.targetStudents}</ConsoleItemText>}
        </ConsoleItem>
      ))}
    </ConsoleList>
  );
}
