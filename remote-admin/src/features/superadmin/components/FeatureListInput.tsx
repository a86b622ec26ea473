import { useState } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { LIMITS } from '@academy/common';

interface FeatureListInputProps {
  value?: string[];
  onChange?: (features: string[]) => void;
}

/** Program features, added one at a time; blank text is ignored. An antd form control. */
export function FeatureListInput({ value = [], onChange }: FeatureListInputProps) {
  const [draft, setDraft] = useState('');

  function add() {
    const feature = draft.trim();
    setDraft('');
    if (!feature || value.includes(feature) || value.length >= LIMITS.featuresMax) return;
    onChange?.([...value, feature]);
  }

  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={draft}
          maxLength={LIMITS.featureMax}
          placeholder="예: 주 2회 내신 대비 수업"
          aria-label="새 특징"
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            // Enter adds the feature instead of submitting the whole program form.
            event.preventDefault();
            add();
          }}
        />
        {/* Named for what it adds: in the /admin/programs dialog a bare '추가' is the dialog's own submit. */}
        <Button onClick={add} aria-label="특징 추가">
          추가
        </Button>
      </Space.Compact>
      {value.length > 0 && (
        <div className="feature-tags" aria-label="추가된 특징">
          {value.map((feature) => (
            <Tag
              key={feature}
              closable
              onClose={() => onChange?.(value.filter((item) => item !== feature))}
              closeIcon={<span aria-label={`${feature} 삭제`}>×</span>}
            >
              {feature}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
