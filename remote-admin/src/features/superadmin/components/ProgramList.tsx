import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { formatDays, formatStartDate, formatWon, type Program } from '@academy/common';
import { ClippedText } from '../../../components/ClippedText';
import { ELLIPSIS, pagedInUrl, WIDE_ONLY } from '../../../components/table-columns';
import { actionColumn } from '../../../components/crud/action-column';
import { StatusTag } from '../../../components/StatusTag';
import type { TableUrlState } from '../../../lib/use-table-url-state';
import { ACTIVITY_LABELS, activityOf, type ProgramFilterName, type ProgramSortField } from './program-filter';
import './programs.css';

interface ProgramListProps {
  programs: Program[];
  /** The list's sort and filter in the address (PROGRAM_TABLE). */
  table: TableUrlState<ProgramSortField, ProgramFilterName>;
  /** What the table says with no row (the secret console says it before there is a table). */
  empty?: ReactNode;
  onEdit: (program: Program) => void;
  onDelete: (program: Program) => void;
}

const MIN_WIDTH = 340;

/** "수강료 280,000원 (교재비 20,000원) · 개강 2026년 3월 2일 · 남은 자리 4/12", or '' without facts. */
function factsLine({ tuition, startDate, capacity, seatsLeft }: Program): string {
  const parts = [
    tuition &&
      `수강료 ${formatWon(tuition.monthly)}${tuition.materials ? ` (교재비 ${formatWon(tuition.materials)})` : ''}`,
    startDate && `개강 ${formatStartDate(startDate)}`,
    seatsLeft !== null && `남은 자리 ${seatsLeft}${capacity === null ? '' : `/${capacity}`}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** What the table has no column for: the description, the facts, the features and the audience, under the row. */
function ProgramDetails({ program }: { program: Program }) {
  const facts = factsLine(program);
  return (
    <div className="program-details">
      {program.description && <p>{program.description}</p>}
      {facts && <p>{facts}</p>}
      {program.schedule.length > 0 && (
        <ul className="program-features" aria-label={`${program.title} 시간표`}>
          {program.schedule.map((row, index) => (
            <li key={`${row.name}-${index}`}>
              {row.name}: {formatDays(row.days)} {row.start}~{row.end}
            </li>
          ))}
        </ul>
      )}
      {program.features.length > 0 && (
        <ul className="program-features" aria-label={`${program.title} 특징`}>
          {program.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {program.targetStudents && <p>대상: {program.targetStudents}</p>}
    </div>
  );
}

const hasDetails = (program: Program) =>
  Boolean(
    program.description ||
    program.features.length ||
    program.targetStudents ||
    factsLine(program) ||
    program.schedule.length,
  );

/** Every program: title and address, active or not, order, edit and delete; the rest unfolds under its row. */
export function ProgramList({ programs, table, empty, onEdit, onDelete }: ProgramListProps) {
  const columns: TableColumnsType<Program> = [
    {
      key: 'title',
      title: '프로그램',
      ellipsis: ELLIPSIS,
      sorter: (a, b) => a.title.localeCompare(b.title, 'ko'),
      sortOrder: table.sortOrderOf('title'),
      render: (_, program) => (
        <div className="program-cell">
          <ClippedText text={program.title} strong />
          <a href={`/program/${program.slug}`} target="_blank" rel="noreferrer">
            <ClippedText text={`/program/${program.slug}`} />
          </a>
        </div>
      ),
    },
    {
      key: 'active',
      title: '공개',
      width: 96,
      responsive: WIDE_ONLY,
      filters: Object.entries(ACTIVITY_LABELS).map(([value, text]) => ({ text, value })),
      filteredValue: table.filteredValueOf('active'),
      // Also right for rows the admin screen has already filtered the same way.
      onFilter: (value, program) => activityOf(program) === value,
      render: (_, program) => (
        <StatusTag tone={program.isActive ? 'positive' : 'neutral'}>{ACTIVITY_LABELS[activityOf(program)]}</StatusTag>
      ),
    },
    {
      key: 'order',
      title: '순서',
      width: 84,
      responsive: WIDE_ONLY,
      sorter: (a, b) => a.order - b.order,
      sortOrder: table.sortOrderOf('order'),
      render: (_, program) => program.order,
    },
    actionColumn({
      width: 124,
      name: (program) => program.title,
      onEdit,
      onDelete,
    }),
  ];

  return (
    <Table<Program>
      aria-label="프로그램 목록"
      size="middle"
      columns={columns}
      dataSource={programs}
      locale={empty === undefined ? undefined : { emptyText: empty }}
      expandable={{
        rowExpandable: hasDetails,
        expandedRowRender: (program) => <ProgramDetails program={program} />,
      }}
      {...pagedInUrl(table, MIN_WIDTH)}
    />
  );
}
