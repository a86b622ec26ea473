import { Button } from 'antd';

interface EditDeleteButtonsProps {
  /** Names the record in the buttons' accessible names ("… 수정", "… 삭제"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** While a delete of this record runs. */
  deleting?: boolean;
}

/** The small 수정 and 삭제 buttons of a list row or table row. */
export function EditDeleteButtons({ name, onEdit, onDelete, deleting = false }: EditDeleteButtonsProps) {
  return (
    <>
      <Button size="small" onClick={onEdit} aria-label={`${name} 수정`}>
        수정
      </Button>
      <Button size="small" danger disabled={deleting} onClick={onDelete} aria-label={`${name} 삭제`}>
        삭제
      </Button>
    </>
  );
}
