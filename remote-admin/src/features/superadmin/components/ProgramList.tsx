import type { Program } from '@academy/common';
import { ConsoleItem, ConsoleItemText, ConsoleList } from '../../../components/ConsoleList';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';
import { StatusTag } from '../../../components/StatusTag';

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
              <StatusTag tone={program.isActive ? 'positive' : 'neutral'}>
                {program.isActive ? '활성' : '비활성'}
              </StatusTag>
              <StatusTag tone="info">순서 {program.order}</StatusTag>
            </>
          }
          actions={
            <EditDeleteButtons
              name={program.title}
              onEdit={() => onEdit(program)}
              onDelete={() => onDelete(program)}
              deleting={busyId === program.id}
            />
          }
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
